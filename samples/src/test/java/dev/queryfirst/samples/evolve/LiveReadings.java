package dev.queryfirst.samples.evolve;

import dev.queryfirst.runtime.audit.AuditReport;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * What the test asks of version 2 of the sensors application ({@link SensorsModel#APP}, compiled
 * with the generated {@code ReadingDao}): the writes and reads its users make, through the DAO.
 */
public interface LiveReadings {

    /** Saves a reading with every attribute, the new {@code unit} included. */
    void save(UUID id, String sensor, Instant takenAt, BigDecimal amount, String note, String unit);

    /** Moves reading {@code id} to {@code sensor} with {@code update}; false when it does not exist. */
    boolean move(UUID id, String sensor);

    /** Deletes reading {@code id}; false when it does not exist. */
    boolean delete(UUID id);

    /** The ids the new access pattern {@code bySensor} returns for {@code sensor}. */
    List<UUID> bySensor(String sensor);

    /** {@code ReadingDao.audit()}: every copy compared with the base table. */
    AuditReport audit();
}
