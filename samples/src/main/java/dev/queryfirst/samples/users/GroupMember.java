package dev.queryfirst.samples.users;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * A user's membership of a group (Basic Rules' second example): "the full user info for every user
 * in a particular group", read from one partition. The user's e-mail and age are copied into the
 * membership, as Basic Rules' {@code groups} table does, so the read needs no second lookup.
 *
 * <p>Thousands of groups with hundreds of members each: 5,000,000 memberships over 20,000 groups is
 * 250 members a group, and no group is allowed past 20,000.
 */
@Entity(keyspace = "users")
@Cardinality(rows = 5_000_000)
@AccessPattern(name = "membersOf", where = "groupname", table = "groups")
public record GroupMember(
        @Key @Cardinality(distinct = 20_000, maxRowsPerValue = 20_000)
        String groupname,

        @Key String username,
        String email,
        int age) {}
