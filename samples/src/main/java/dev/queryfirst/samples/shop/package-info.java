/** seeds/002's store: orders referencing customers, a customer's orders with static columns. */
package dev.queryfirst.samples.shop;
