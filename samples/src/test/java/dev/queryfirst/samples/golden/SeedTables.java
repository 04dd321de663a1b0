package dev.queryfirst.samples.golden;

import dev.queryfirst.samples.golden.SeedTablesTest.Case;
import java.util.List;

/** The seeds' tables, in their own DDL, each with the sample table that answers the same query. */
final class SeedTables {

    private SeedTables() {}

    static final List<Case> ALL = List.of(
            // Named by rule 6; MR5 makes the unique message_id the last clustering column, where the seed's
            // message_type would let two messages of one type at one instant overwrite each other; the day
            // bucket is a CQL date; a map of frozen text is the same as a map of text. (The seed's DDL has
            // unbalanced parentheses; this is the key its step 4 describes: source and day, then time.)
            new Case(
                    "the six-step method",
                    "logs",
                    "log_messages_by_source_name",
                    """
          CREATE TABLE example.log_messages (
            message_id uuid, source_name text, source_type text, message_type text, message_urgency int,
            message_category text, message_time timestamp, message_time_day text, message_body text,
            message_parts map<text, frozen <text>>,
            PRIMARY KEY ((source_name, message_time_day), message_time, message_type)
          ) WITH CLUSTERING ORDER BY (message_time DESC);""",
                    List.of(
                            "name: seed log_messages, derived log_messages_by_source_name",
                            "key: seed ((source_name, message_time_day), message_time DESC, message_type ASC), derived ((source_name, message_time_day), message_time DESC, message_id ASC)",
                            "message_time_day: seed text, derived date",
                            "message_parts: seed map<text,frozen<text>>, derived map<text,text>")),
            // The sample's user also has a display name, and a version column (versioned entity).
            new Case("Basic Rules", "users", "users_by_username", """
          CREATE TABLE users_by_username (username text, email text, age int, PRIMARY KEY (username))""", List.of("adds name, version")),
            new Case("Basic Rules", "users", "users_by_email", """
          CREATE TABLE users_by_email (email text, username text, age int, PRIMARY KEY (email))""", List.of("adds name")),
            new Case("Basic Rules", "users", "groups", """
          CREATE TABLE groups (groupname text, username text, email text, age int, PRIMARY KEY (groupname, username))""", List.of()),
            // The bucket column is named by rule 2 (four-day buckets, Basic Rules' own advice) and typed date.
            new Case(
                    "Basic Rules",
                    "users",
                    "group_join_dates",
                    """
          CREATE TABLE group_join_dates (groupname text, joined timeuuid, join_date text, username text, email text,
            age int, PRIMARY KEY ((groupname, join_date), joined)
          ) WITH CLUSTERING ORDER BY (joined DESC)""",
                    List.of(
                            "key: seed ((groupname, join_date), joined DESC), derived ((groupname, joined_4days), joined DESC)",
                            "no column join_date",
                            "adds joined_4days")),
            new Case("the Complete Guide", "shop", "products", """
          CREATE TABLE products (product_id UUID PRIMARY KEY, name TEXT, description TEXT, price DECIMAL, category TEXT);""", List.of()),
            // The seed's listing exactly: select = "name" keeps the description out (docs/mapping-rules.md,
            // "Projections").
            new Case("the Complete Guide", "shop", "products_by_category", """
          CREATE TABLE products_by_category (category TEXT, price DECIMAL, product_id UUID, name TEXT,
            PRIMARY KEY ((category), price, product_id)
          ) WITH CLUSTERING ORDER BY (price ASC);""", List.of()),
            // MR1 plus push-down: the customer's name and e-mail as static columns (the Complete Guide's static
            // columns section), and every other order attribute.
            new Case(
                    "the Complete Guide",
                    "shop",
                    "orders_by_customer",
                    """
          CREATE TABLE orders_by_customer (customer_id UUID, order_date TIMESTAMP, order_id UUID, status TEXT,
            total DECIMAL, PRIMARY KEY ((customer_id), order_date, order_id)
          ) WITH CLUSTERING ORDER BY (order_date DESC);""",
                    List.of("adds customer_name, customer_email, order_day, shipping, tags, items")),
            // MR1: every order attribute; the customer's e-mail comes with the pushed-down customer.
            new Case(
                    "the Complete Guide",
                    "shop",
                    "orders_by_id",
                    """
          CREATE TABLE orders_by_id (order_id UUID PRIMARY KEY, customer_id UUID, customer_name TEXT, status TEXT,
            total DECIMAL, items LIST<FROZEN<order_item>>);""",
                    List.of("adds customer_email, order_date, order_day, shipping, tags")),
            // The seed's day column is the order's day, a LocalDate attribute of its own (order_day), because
            // the entity keeps the order's timestamp in order_date; MR1 copies every other attribute.
            new Case(
                    "the Complete Guide",
                    "shop",
                    "orders_by_status",
                    """
          CREATE TABLE orders_by_status (status TEXT, order_date DATE, order_id UUID, customer_id UUID,
            customer_name TEXT, total DECIMAL, PRIMARY KEY ((status, order_date), order_id));""",
                    List.of(
                            "key: seed ((status, order_date), order_id ASC), derived ((status, order_day), order_id ASC)",
                            "order_date: seed date, derived timestamp",
                            "adds order_day, customer_email, shipping, tags, items")),
            // Artifact's key and title are id and title in its own tables, artifact_id and artifact_title
            // where the artifact is pushed down; avg_rating needs counters, which the samples do not model.
            new Case(
                    "Chebotko et al.",
                    "library",
                    "artifacts",
                    """
          CREATE TABLE artifacts (artifact_id INT, avg_rating FLOAT, artifact_title TEXT, authors LIST<TEXT>,
            keywords SET<TEXT>, venue_name TEXT, year INT, PRIMARY KEY (artifact_id))""",
                    List.of(
                            "key: seed ((artifact_id)), derived ((id))",
                            "no column artifact_id",
                            "no column avg_rating",
                            "no column artifact_title",
                            "adds id, title")),
            // As artifacts: id and title, no avg_rating.
            new Case(
                    "Chebotko et al.",
                    "library",
                    "artifacts_by_venue",
                    """
          CREATE TABLE artifacts_by_venue (venue_name TEXT, year INT, artifact_id INT, avg_rating FLOAT,
            artifact_title TEXT, authors LIST<TEXT>, keywords SET<TEXT>,
            PRIMARY KEY ((venue_name), year, artifact_id)
          ) WITH CLUSTERING ORDER BY (year DESC, artifact_id ASC)""",
                    List.of(
                            "key: seed ((venue_name), year DESC, artifact_id ASC), derived ((venue_name), year DESC, id ASC)",
                            "no column artifact_id",
                            "no column avg_rating",
                            "no column artifact_title",
                            "adds id, title")),
            // The artifact is a pushed-down reference, so its columns carry the artifact_ prefix.
            new Case(
                    "Chebotko et al.",
                    "library",
                    "artifacts_by_author",
                    """
          CREATE TABLE artifacts_by_author (author TEXT, year INT, artifact_id INT, avg_rating FLOAT,
            artifact_title TEXT, authors LIST<TEXT>, keywords SET<TEXT>, venue_name TEXT,
            PRIMARY KEY ((author), year, artifact_id)
          ) WITH CLUSTERING ORDER BY (year DESC, artifact_id ASC)""",
                    List.of(
                            "key: seed ((author), year DESC, artifact_id ASC), derived ((author), artifact_year DESC, artifact_id ASC)",
                            "no column year",
                            "no column avg_rating",
                            "no column authors",
                            "no column keywords",
                            "no column venue_name",
                            "adds artifact_year, artifact_authors, artifact_keywords, artifact_venue_name")),
            // Pushed-down user columns carry the user_ prefix; the artifact's are static (rule 5).
            new Case(
                    "Chebotko et al.",
                    "library",
                    "users_by_artifact",
                    """
          CREATE TABLE users_by_artifact (artifact_id INT, user_id UUID, user_name TEXT, email TEXT,
            areas_of_expertise SET<TEXT>, PRIMARY KEY ((artifact_id), user_id))""",
                    List.of(
                            "no column email",
                            "no column areas_of_expertise",
                            "adds artifact_title, artifact_authors, artifact_keywords, artifact_venue_name, artifact_year, user_email, user_areas_of_expertise")),
            // Pushed-down artifact columns carry the artifact_ prefix; the user's are static (rule 5).
            new Case(
                    "Chebotko et al.",
                    "library",
                    "artifacts_by_user",
                    """
          CREATE TABLE artifacts_by_user (user_id UUID, year INT, artifact_id INT, artifact_title TEXT,
            authors LIST<TEXT>, venue_name TEXT, PRIMARY KEY ((user_id), year, artifact_id)
          ) WITH CLUSTERING ORDER BY (year DESC, artifact_id ASC)""",
                    List.of(
                            "key: seed ((user_id), year DESC, artifact_id ASC), derived ((user_id), artifact_year DESC, artifact_id ASC)",
                            "no column year",
                            "no column authors",
                            "no column venue_name",
                            "adds artifact_year, artifact_authors, artifact_keywords, artifact_venue_name, user_name, user_email, user_areas_of_expertise")),
            new Case("Chebotko et al.", "library", "reviews_by_user", """
          CREATE TABLE reviews_by_user (user_id UUID, rating INT, review_id TIMEUUID, review_title TEXT, body TEXT,
            artifact_id INT, artifact_title TEXT, PRIMARY KEY ((user_id), rating, review_id)
          ) WITH CLUSTERING ORDER BY (rating DESC, review_id ASC)""", List.of()),
            // Rule 5: the point of interest's description is static; MR1 copies the hotel's attributes.
            new Case(
                    "the Cassandra documentation",
                    "hotels",
                    "hotels_by_poi",
                    """
          CREATE TABLE hotels_by_poi (poi_name any, hotel_id any, PRIMARY KEY ((poi_name), hotel_id))""",
                    List.of("adds poi_description, hotel_name, hotel_phone, hotel_address")),
            // The hotel's key is named id in its own table.
            new Case(
                    "the Cassandra documentation",
                    "hotels",
                    "hotels",
                    """
          CREATE TABLE hotels (hotel_id any, PRIMARY KEY (hotel_id))""",
                    List.of(
                            "key: seed ((hotel_id)), derived ((id))",
                            "no column hotel_id",
                            "adds id, name, phone, address")),
            // Rule 5: the hotel's attributes are static.
            new Case(
                    "the Cassandra documentation",
                    "hotels",
                    "pois_by_hotel",
                    """
          CREATE TABLE pois_by_hotel (hotel_id any, poi_name any, PRIMARY KEY ((hotel_id), poi_name))""",
                    List.of("adds poi_description, hotel_name, hotel_phone, hotel_address")),
            // MR5: a night is one room's night, so room_number completes the key.
            new Case(
                    "the Cassandra documentation",
                    "hotels",
                    "available_rooms_by_hotel_date",
                    """
          CREATE TABLE available_rooms_by_hotel_date (hotel_id any, date any, PRIMARY KEY ((hotel_id), date))""",
                    List.of(
                            "key: seed ((hotel_id), date ASC), derived ((hotel_id), date ASC, room_number ASC)",
                            "adds room_number, is_available")),
            // MR5: a guest has several reservations, so the confirmation number completes the key.
            new Case(
                    "the Cassandra documentation",
                    "hotels",
                    "reservations_by_guest",
                    """
          CREATE TABLE reservations_by_guest (guest_last_name any, guest_id any,
            PRIMARY KEY ((guest_last_name), guest_id))""",
                    List.of(
                            "key: seed ((guest_last_name), guest_id ASC), derived ((guest_last_name), guest_id ASC, confirmation_number ASC)",
                            "adds confirmation_number, hotel_id, start_date, end_date, room_number, guest_first_name, guest_emails, guest_phone_numbers")),
            // Ordered by room (orderBy), then MR5's confirmation number.
            new Case(
                    "the Cassandra documentation",
                    "hotels",
                    "reservations_by_hotel_date",
                    """
          CREATE TABLE reservations_by_hotel_date (hotel_id any, start_date any,
            PRIMARY KEY ((hotel_id, start_date)))""",
                    List.of(
                            "key: seed ((hotel_id, start_date)), derived ((hotel_id, start_date), room_number ASC, confirmation_number ASC)",
                            "adds room_number, confirmation_number, end_date, guest_id, guest_first_name, guest_last_name, guest_emails, guest_phone_numbers")),
            // The guest's key is named id in its own table.
            new Case(
                    "the Cassandra documentation",
                    "hotels",
                    "guests",
                    """
          CREATE TABLE guests (guest_id any, PRIMARY KEY (guest_id))""",
                    List.of(
                            "key: seed ((guest_id)), derived ((id))",
                            "no column guest_id",
                            "adds id, first_name, last_name, emails, phone_numbers")));
}
