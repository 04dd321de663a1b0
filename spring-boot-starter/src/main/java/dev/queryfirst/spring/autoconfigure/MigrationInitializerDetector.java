package dev.queryfirst.spring.autoconfigure;

import java.util.Set;
import org.springframework.boot.sql.init.dependency.AbstractBeansOfTypeDatabaseInitializerDetector;

/** Tells Boot's database-initialization ordering that {@link QueryFirstMigrationInitializer} initializes the database. */
class MigrationInitializerDetector extends AbstractBeansOfTypeDatabaseInitializerDetector {

    @Override
    protected Set<Class<?>> getDatabaseInitializerBeanTypes() {
        return Set.of(QueryFirstMigrationInitializer.class);
    }
}
