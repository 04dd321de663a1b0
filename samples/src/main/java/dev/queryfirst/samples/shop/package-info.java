/**
 * The Complete Guide's e-commerce store (docs/README.md, "Sources"), Q1–Q8: products (by id, by
 * category sorted by price), customers (by e-mail), orders (by customer with the customer's static
 * columns, by id, by status and day), reviews of a product, and inventory across warehouses.
 */
package dev.queryfirst.samples.shop;
