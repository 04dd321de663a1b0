package dev.queryfirst.samples.users;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated group DAOs against a real node (Basic Rules examples 2 and 3): the members of a group
 * from one partition, and the newest members walking four-day buckets newest first.
 */
@CassandraTest
class GroupDaoTest {

    private static GroupMemberDao members;
    private static GroupJoinDao joins;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        UsersSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
        members = GroupMemberDao.create(session, options);
        joins = GroupJoinDao.create(session, options);
        raw = new Raw(session, keyspace.name());
    }

    @Test
    void membersOfAGroupAreItsPartitionOrderedByUsername() {
        GroupMember carol = new GroupMember("climbers", "carol", "carol@example.com", 29);
        GroupMember alice = new GroupMember("climbers", "alice", "alice@example.com", 34);
        members.insert(carol);
        members.insert(alice);
        members.insert(new GroupMember("sailors", "alice", "alice@example.com", 34));

        assertEquals(List.of(alice, carol), members.membersOf("climbers"));
        assertEquals(Optional.of(carol), members.findByKey("climbers", "carol"));

        GroupMember older = new GroupMember("climbers", "carol", "carol@new.example", 30);
        assertTrue(members.update(older));
        assertEquals(List.of(alice, older), members.membersOf("climbers"));

        assertTrue(members.delete("climbers", "alice"));
        assertEquals(List.of(older), members.membersOf("climbers"));
        assertEquals(List.of(), raw.rows(GroupsTable.NAME, "groupname = ? AND username = ?", "climbers", "alice"));
        assertTrue(members.audit().isClean(), members.audit().toString());
    }

    @Test
    void theNewestMembersWalkFourDayBucketsNewestFirst() {
        // Three joins a day for ten days: the ten newest span this bucket and the previous one.
        Instant now = Instant.now();
        List<GroupJoin> written = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            Instant when = now.minus(Duration.ofHours(8L * i));
            GroupJoin join = new GroupJoin(
                    "hikers", Uuids.startOf(when.toEpochMilli()), "user" + i, "user" + i + "@example.com", 20 + i);
            joins.insert(join);
            written.add(join);
        }
        long buckets = written.stream()
                .map(j -> GroupJoinDatesTable.JOINED_BUCKETS.bucketOf(j.joined()))
                .distinct()
                .count();
        assertTrue(buckets >= 3, "ten days of joins span " + buckets + " four-day buckets");

        assertEquals(written.subList(0, 10), joins.newestInGroup("hikers", 10));
        assertEquals(written, joins.newestInGroup("hikers", 100));

        GroupJoin leaving = written.get(0);
        joins.delete(leaving);
        assertEquals(written.subList(1, 11), joins.newestInGroup("hikers", 10));
        assertTrue(joins.audit().isClean(), joins.audit().toString());
    }

    @Test
    void anEmptyGroupHasNoMembers() {
        assertEquals(List.of(), members.membersOf("nobody-" + UUID.randomUUID()));
        assertEquals(List.of(), joins.newestInGroup("nobody", 10));
    }
}
