package dev.queryfirst.processor.derive;

import static dev.queryfirst.processor.derive.Models.decimal;
import static dev.queryfirst.processor.derive.Models.entity;
import static dev.queryfirst.processor.derive.Models.instant;
import static dev.queryfirst.processor.derive.Models.integer;
import static dev.queryfirst.processor.derive.Models.list;
import static dev.queryfirst.processor.derive.Models.map;
import static dev.queryfirst.processor.derive.Models.ref;
import static dev.queryfirst.processor.derive.Models.set;
import static dev.queryfirst.processor.derive.Models.text;
import static dev.queryfirst.processor.derive.Models.timeuuid;
import static dev.queryfirst.processor.derive.Models.uuid;
import static java.time.temporal.ChronoUnit.DAYS;

import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;

/** The seeds' worked examples as entity models, shared by the derive and check tests. */
public final class Seeds {

    private Seeds() {}

    /**
     * The six-step method: log messages from thousands of sources, ~10,000 per source per day (50M
     * a day over 5,000 sources), about 20 source types, a few message parts; write-once; bucketed
     * by day.
     */
    public static Models.EntityBuilder logMessage() {
        return logMessage(true);
    }

    /** The log messages, with or without the day bucket on {@code messageTime}. */
    public static Models.EntityBuilder logMessage(boolean bucketed) {
        Models.AttributeBuilder messageTime = instant("messageTime");
        if (bucketed) {
            messageTime.bucket(DAYS);
        }
        return entity("com.example.logs.LogMessage")
                .immutable()
                .rate(50_000_000, DAYS)
                .attribute(uuid("messageId").key())
                .attribute(text("sourceName").distinct(5_000))
                .attribute(text("sourceType").distinct(20))
                .attribute(messageTime)
                .attribute(text("messageType"))
                .attribute(text("messageBody").avgBytes(180))
                .attribute(map("messageParts", ScalarKind.TEXT, ScalarKind.TEXT)
                        .elements(6)
                        .avgBytes(20))
                .pattern(
                        "recentBySource",
                        p -> p.where("sourceName").orderBy("messageTime DESC").limit(10))
                .pattern(
                        "bySourceAndTime",
                        p -> p.where("sourceName").range("messageTime").orderBy("messageTime DESC"))
                .pattern("bySourceType", p -> p.where("sourceType").index());
    }

    /** Basic Rules example 1: users looked up by username (their key) or by e-mail (unique). */
    public static EntityModel user() {
        return entity("com.example.users.User")
                .rows(1_000_000)
                .attribute(text("username").key())
                .attribute(text("email").maxRowsPerValue(1))
                .attribute(integer("age"))
                .pattern("byUsername", p -> p.where("username"))
                .pattern("byEmail", p -> p.where("email"))
                .build();
    }

    /** Basic Rules example 2: every user of a group (table {@code groups}). */
    public static EntityModel groupMember() {
        return entity("com.example.users.GroupMember")
                .rows(10_000_000)
                .attribute(text("groupname").key().distinct(100_000))
                .attribute(text("username").key())
                .attribute(text("email"))
                .attribute(integer("age"))
                .pattern("members", p -> p.where("groupname").table("groups"))
                .build();
    }

    /**
     * Basic Rules example 3: the newest users of a group; groups acquire about three users a day
     * and reads want the newest ten.
     */
    public static Models.EntityBuilder groupJoin(int bucketDays) {
        return entity("com.example.users.GroupJoin")
                .attribute(text("groupname").key().rowsPerValue(3).per(DAYS))
                .attribute(timeuuid("joined").key().bucket(DAYS, bucketDays))
                .attribute(text("username"))
                .attribute(text("email"))
                .attribute(integer("age"))
                .pattern(
                        "newestMembers",
                        p -> p.where("groupname")
                                .orderBy("joined DESC")
                                .limit(10)
                                .table("group_join_dates"));
    }

    /** Chebotko et al. Fig. 4: artifacts of a venue, newest year first ({@code name=? AND year>?}). */
    public static EntityModel artifact() {
        return entity("com.example.library.Artifact")
                .rows(1_000_000)
                .attribute(integer("artifactId").key())
                .attribute(text("venueName").distinct(10_000))
                .attribute(integer("year"))
                .attribute(text("title").column("artifact_title"))
                .attribute(list("authors", ScalarKind.TEXT).elements(5))
                .attribute(set("keywords", ScalarKind.TEXT).elements(10))
                .pattern(
                        "byVenue",
                        p -> p.where("venueName")
                                .range("year")
                                .orderBy("year DESC")
                                .table("artifacts_by_venue"))
                .build();
    }

    /** The Complete Guide Q1 and Q2: 10,000 products in 100 categories, listed by price. */
    public static EntityModel product() {
        return entity("com.example.shop.Product")
                .rows(10_000)
                .attribute(uuid("productId").key())
                .attribute(text("name"))
                .attribute(text("description").avgBytes(500))
                .attribute(decimal("price").avgBytes(8))
                .attribute(text("category").distinct(100))
                .pattern("byCategory", p -> p.where("category").orderBy("price").limit(100))
                .build();
    }

    /** The Complete Guide's customers (referenced by orders). */
    public static EntityModel customer() {
        return entity("com.example.shop.Customer")
                .rows(1_000_000)
                .attribute(uuid("id").key())
                .attribute(text("name"))
                .attribute(text("email").maxRowsPerValue(1))
                .pattern("byEmail", p -> p.where("email"))
                .build();
    }

    /** The Complete Guide Q3: a customer's orders, most recent first; 50 orders a year for 5 years. */
    public static EntityModel order() {
        return entity("com.example.shop.Order")
                .rows(250_000_000)
                .attribute(uuid("orderId").key())
                .attribute(ref("customer", "com.example.shop.Customer").maxRowsPerValue(250))
                .attribute(instant("orderDate"))
                .attribute(text("status").distinct(5))
                .attribute(decimal("total").avgBytes(8))
                .pattern(
                        "byCustomer",
                        p -> p.where("customer.id")
                                .orderBy("orderDate DESC")
                                .limit(20)
                                .table("orders_by_customer"))
                .build();
    }
}
