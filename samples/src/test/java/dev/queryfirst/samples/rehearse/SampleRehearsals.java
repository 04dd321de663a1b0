package dev.queryfirst.samples.rehearse;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.samples.alerts.AlertsSchema;
import dev.queryfirst.samples.auth.AuthSchema;
import dev.queryfirst.samples.helpdesk.HelpdeskSchema;
import dev.queryfirst.samples.hotels.HotelsSchema;
import dev.queryfirst.samples.killrvideo.KillrvideoSchema;
import dev.queryfirst.samples.library.LibrarySchema;
import dev.queryfirst.samples.logs.LogsSchema;
import dev.queryfirst.samples.shop.ShopSchema;
import dev.queryfirst.samples.users.UsersSchema;
import java.util.LinkedHashMap;
import java.util.Map;

/** Every sample keyspace's generated {@code rehearse}, by keyspace name. */
final class SampleRehearsals {

    /** A sample keyspace's rehearsal into a keyspace of the caller's choosing. */
    @FunctionalInterface
    interface Rehearse {
        RehearsalReport run(CqlSession session, String keyspace, RehearsalOptions options);
    }

    static final Map<String, Rehearse> ALL = all();

    private SampleRehearsals() {}

    private static Map<String, Rehearse> all() {
        Map<String, Rehearse> all = new LinkedHashMap<>();
        all.put("alerts", AlertsSchema::rehearse);
        all.put("auth", AuthSchema::rehearse);
        all.put("helpdesk", HelpdeskSchema::rehearse);
        all.put("hotels", HotelsSchema::rehearse);
        all.put("killrvideo", KillrvideoSchema::rehearse);
        all.put("library", LibrarySchema::rehearse);
        all.put("logs", LogsSchema::rehearse);
        all.put("shop", ShopSchema::rehearse);
        all.put("users", UsersSchema::rehearse);
        return all;
    }
}
