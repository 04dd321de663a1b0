/** seeds/001's users: a mutable entity whose e-mail lookup table moves with the e-mail. */
package dev.queryfirst.samples.users;
