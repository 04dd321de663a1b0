package dev.queryfirst.spring.desk;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The application a {@code @QueryFirstDaoTest} of this package finds. */
@SpringBootApplication
public class DeskTestApplication {}
