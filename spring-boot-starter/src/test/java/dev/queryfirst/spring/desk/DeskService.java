package dev.queryfirst.spring.desk;

import org.springframework.stereotype.Service;

/** A component of the application, which a DAO slice leaves out. */
@Service
public class DeskService {}
