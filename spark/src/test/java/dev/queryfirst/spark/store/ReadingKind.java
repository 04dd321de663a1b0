package dev.queryfirst.spark.store;

/** What a sensor measures: an enum attribute, stored by its name. */
public enum ReadingKind {
    TEMPERATURE,
    HUMIDITY,
    PRESSURE,
    LIGHT
}
