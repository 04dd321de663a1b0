/**
 * The benchmarks' three log tables mapped with the DataStax object mapper
 * ({@code java-driver-mapper-processor}): one mapped entity per table, as the mapper requires,
 * and one DAO of unexecuted inserts.
 */
package dev.queryfirst.benchmarks.logs.mapper;
