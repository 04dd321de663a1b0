package dev.queryfirst.spring.autoconfigure;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.spring.QueryFirstKeyspace;
import java.util.List;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.config.ConstructorArgumentValues;
import org.springframework.beans.factory.support.AbstractBeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.util.ClassUtils;

/**
 * Registers a bean for every generated schema class and DAO that {@link QueryFirstIndex} lists:
 * {@code helpdeskSchema} (a {@link QueryFirstKeyspace}) and {@code ticketDao} (the generated
 * {@code TicketDao}, made by its own {@code TicketDao.create(session, options)}), for the keyspaces
 * that {@code queryfirst.include-keyspaces} names (all when it is empty). A bean of the same name
 * that the application defines itself is left alone.
 *
 * <p>Every definition names a factory method and passes plain values, so Boot's AOT processing
 * writes it out as a direct call at build time, and nothing reads the index at run time then.
 */
class QueryFirstBeanRegistrar implements ImportBeanDefinitionRegistrar, BeanClassLoaderAware, EnvironmentAware {

    /** The bean that makes keyspaces and DAO options: {@link QueryFirstFactory}. */
    static final String FACTORY = "queryFirstFactory";

    private ClassLoader classLoader;
    private Environment environment;

    @Override
    public void setBeanClassLoader(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        List<String> included = Binder.get(environment)
                .bind("queryfirst.include-keyspaces", Bindable.listOf(String.class))
                .orElse(List.of());
        for (QueryFirstIndex.Keyspace keyspace :
                QueryFirstIndex.load(classLoader).keyspaces()) {
            if (!included.isEmpty() && !included.contains(keyspace.keyspace())) {
                continue;
            }
            String schemaBean = QueryFirstIndex.beanName(keyspace.schemaClass());
            if (!registry.containsBeanDefinition(schemaBean)) {
                RootBeanDefinition schema = new RootBeanDefinition(QueryFirstKeyspace.class);
                schema.setFactoryBeanName(FACTORY);
                schema.setResolvedFactoryMethod(ClassUtils.getMethod(
                        QueryFirstFactory.class, "keyspace", String.class, String.class, int.class));
                ConstructorArgumentValues arguments = schema.getConstructorArgumentValues();
                arguments.addIndexedArgumentValue(0, keyspace.keyspace());
                arguments.addIndexedArgumentValue(1, keyspace.schemaClass());
                arguments.addIndexedArgumentValue(2, keyspace.versions());
                registry.registerBeanDefinition(schemaBean, schema);
            }
            for (String daoClass : keyspace.daoClasses()) {
                String daoBean = QueryFirstIndex.beanName(daoClass);
                if (!registry.containsBeanDefinition(daoBean)) {
                    registry.registerBeanDefinition(daoBean, dao(daoClass, keyspace.keyspace()));
                }
            }
        }
    }

    /** {@code TicketDao.create(<the CqlSession bean>, queryFirstFactory.daoOptions("Ticket", "helpdesk"))}. */
    private RootBeanDefinition dao(String daoClass, String keyspace) {
        RootBeanDefinition options = new RootBeanDefinition(DaoOptions.class);
        options.setFactoryBeanName(FACTORY);
        options.setResolvedFactoryMethod(
                ClassUtils.getMethod(QueryFirstFactory.class, "daoOptions", String.class, String.class));
        options.getConstructorArgumentValues().addIndexedArgumentValue(0, QueryFirstIndex.entityOf(daoClass));
        options.getConstructorArgumentValues().addIndexedArgumentValue(1, keyspace);

        Class<?> type = ClassUtils.resolveClassName(daoClass, classLoader);
        RootBeanDefinition dao = new RootBeanDefinition(type);
        // Named exactly: create is overloaded (with and without options), and AOT must not guess.
        dao.setResolvedFactoryMethod(ClassUtils.getStaticMethod(type, "create", CqlSession.class, DaoOptions.class));
        dao.setAutowireMode(AbstractBeanDefinition.AUTOWIRE_CONSTRUCTOR); // the CqlSession, by type
        dao.getConstructorArgumentValues().addIndexedArgumentValue(1, options);
        return dao;
    }
}
