/**
 * A help desk: tickets found by assignee and by team, and incidents found by owner. The assignee,
 * the due date and the owner are optional (docs/mapping-rules.md, "Sparse tables"): a ticket nobody
 * is assigned to has no row in {@code tickets_by_assignee}, and the DAO moves it in and out of that
 * table as it is assigned, reassigned and unassigned.
 */
package dev.queryfirst.samples.helpdesk;
