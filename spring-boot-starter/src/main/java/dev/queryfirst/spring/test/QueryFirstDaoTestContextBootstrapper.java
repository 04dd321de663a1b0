package dev.queryfirst.spring.test;

import org.springframework.boot.test.context.SpringBootTestContextBootstrapper;
import org.springframework.core.annotation.MergedAnnotations;

/** Boot's test bootstrapper, with the properties of {@link QueryFirstDaoTest#properties()}. */
class QueryFirstDaoTestContextBootstrapper extends SpringBootTestContextBootstrapper {

    @Override
    protected String[] getProperties(Class<?> testClass) {
        return MergedAnnotations.from(testClass, MergedAnnotations.SearchStrategy.INHERITED_ANNOTATIONS)
                .get(QueryFirstDaoTest.class)
                .getValue("properties", String[].class)
                .orElse(null);
    }
}
