package dev.queryfirst.samples.users;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.TimeBucket;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * A user joining a group (Basic Rules' third example): "the X newest users in a group", newest
 * first. Joins are identified by a timeuuid, as in Basic Rules. A group gains about three users a
 * day and a read wants the ten newest, so the partitions are four-day buckets (bucket width = limit
 * / rate): one bucket usually answers the read. Written once; a user leaving a group deletes the
 * join.
 */
@Entity(keyspace = "users", immutable = true)
@AccessPattern(
        name = "newestInGroup",
        where = "groupname",
        orderBy = "joined DESC",
        limit = 10,
        table = "group_join_dates")
public record GroupJoin(
        @Key @Cardinality(rowsPerValue = 3, per = ChronoUnit.DAYS)
        String groupname,

        @Key @Column(timeuuid = true) @TimeBucket(value = ChronoUnit.DAYS, size = 4)
        UUID joined,

        String username,
        String email,
        int age) {}
