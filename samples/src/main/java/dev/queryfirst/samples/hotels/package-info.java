/**
 * The hotels and reservations of the Cassandra documentation (docs/README.md, "Sources"): hotels
 * and points of interest read both ways with static columns, room availability over a range of
 * nights, a room's amenities, and reservations by confirmation number, guest name, and hotel and
 * date.
 */
package dev.queryfirst.samples.hotels;
