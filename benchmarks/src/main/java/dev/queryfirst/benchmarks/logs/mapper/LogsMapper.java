package dev.queryfirst.benchmarks.logs.mapper;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.mapper.annotations.DaoFactory;
import com.datastax.oss.driver.api.mapper.annotations.DaoKeyspace;
import com.datastax.oss.driver.api.mapper.annotations.Mapper;

/** The DataStax mapper's entry point for the logs tables. */
@Mapper
public interface LogsMapper {

    /** The DAO of the three tables in {@code keyspace}; prepares its statements. */
    @DaoFactory
    LogMessageMapperDao logMessageDao(@DaoKeyspace String keyspace);

    /** A mapper on {@code session}. */
    static LogsMapper on(CqlSession session) {
        return new LogsMapperBuilder(session).build();
    }
}
