package dev.queryfirst.spring.autoconfigure;

import java.util.LinkedHashSet;
import java.util.Set;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitializationDetector;
import org.springframework.util.ClassUtils;

/**
 * Tells Boot's database-initialization ordering that every generated DAO bean depends on the
 * database being initialized: it is created only after the migration, whatever injects it.
 */
class DaosDependOnMigrationDetector implements DependsOnDatabaseInitializationDetector {

    @Override
    public Set<String> detect(ConfigurableListableBeanFactory beanFactory) {
        ClassLoader classLoader = beanFactory.getBeanClassLoader();
        Set<String> daos = new LinkedHashSet<>();
        for (QueryFirstIndex.Keyspace keyspace :
                QueryFirstIndex.load(classLoader).keyspaces()) {
            for (String daoClass : keyspace.daoClasses()) {
                if (ClassUtils.isPresent(daoClass, classLoader)) {
                    daos.addAll(Set.of(beanFactory.getBeanNamesForType(
                            ClassUtils.resolveClassName(daoClass, classLoader), true, false)));
                }
            }
        }
        return daos;
    }
}
