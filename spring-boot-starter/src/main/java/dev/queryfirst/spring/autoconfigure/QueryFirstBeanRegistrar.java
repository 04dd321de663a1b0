package dev.queryfirst.spring.autoconfigure;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.migrate.GeneratedSchema;
import dev.queryfirst.spring.QueryFirstKeyspace;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.ListableBeanFactory;
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
 * {@code helpdeskSchema} (a {@link QueryFirstKeyspace} on a {@code new HelpdeskSchema()}) and
 * {@code ticketDao} (the generated {@code TicketDao}, made by its own
 * {@code TicketDao.create(session, options)}), for the keyspaces that
 * {@code queryfirst.include-keyspaces} names (all when it is empty).
 *
 * <p>A keyspace split over Maven modules gets a keyspace bean per module ({@code
 * dev.queryfirst.core.ParcelsSchema} and {@code dev.queryfirst.tracking.ParcelsSchema}, named by
 * their qualified names when their simple names are one), each migrating its module's versions.
 *
 * <p>A DAO bean backs off when the application defines a bean of its type, as every starter bean
 * does. Two generated classes with one simple name (entities of two packages) are named by their
 * qualified class names; a bean of the application that holds a generated class's name with
 * another type fails the start-up, naming both.
 *
 * <p>Every definition names a factory method or constructor and passes plain values, so Boot's AOT
 * processing writes it out as a direct call at build time, and nothing reads the index at run time
 * then.
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
        List<QueryFirstIndex.Keyspace> keyspaces = QueryFirstIndex.load(classLoader).keyspaces().stream()
                .filter(keyspace -> included.isEmpty() || included.contains(keyspace.keyspace()))
                .toList();
        QueryFirstIndex.checkModules(keyspaces, classLoader);
        Map<String, String> names = QueryFirstIndex.beanNames(keyspaces);
        String factory = factoryName(registry);
        for (QueryFirstIndex.Keyspace keyspace : keyspaces) {
            String schemaBean = names.get(keyspace.schemaClass());
            if (!registry.containsBeanDefinition(schemaBean)) {
                registry.registerBeanDefinition(schemaBean, schema(keyspace.schemaClass(), factory));
            }
            for (String daoClass : keyspace.daoClasses()) {
                Class<?> type = ClassUtils.resolveClassName(daoClass, classLoader);
                if (definesOwn(registry, type)) {
                    continue;
                }
                String daoBean = names.get(daoClass);
                if (registry.containsBeanDefinition(daoBean)) {
                    throw new IllegalStateException("Bean name " + daoBean + " of the generated " + daoClass
                            + " is taken by the application's bean of "
                            + registry.getBeanDefinition(daoBean).getResolvableType()
                            + ": rename that bean, or define a " + type.getSimpleName()
                            + " bean of your own, which the starter then uses");
                }
                registry.registerBeanDefinition(daoBean, dao(type, keyspace.keyspace(), factory));
            }
        }
    }

    /**
     * The {@link QueryFirstFactory} bean's name: the application's own when it defines one (the
     * starter's backs off), {@link #FACTORY} otherwise.
     */
    private static String factoryName(BeanDefinitionRegistry registry) {
        if (registry instanceof ListableBeanFactory beans) {
            String[] factories = beans.getBeanNamesForType(QueryFirstFactory.class, true, false);
            if (factories.length == 1) {
                return factories[0];
            }
        }
        return FACTORY;
    }

    /** Whether the application already defines a bean of {@code type} (found without creating any bean). */
    private static boolean definesOwn(BeanDefinitionRegistry registry, Class<?> type) {
        return registry instanceof ListableBeanFactory beans && beans.getBeanNamesForType(type, true, false).length > 0;
    }

    /** {@code queryFirstFactory.keyspace(new HelpdeskSchema())}. */
    private RootBeanDefinition schema(String schemaClass, String factory) {
        RootBeanDefinition schema = new RootBeanDefinition(QueryFirstKeyspace.class);
        schema.setFactoryBeanName(factory);
        schema.setResolvedFactoryMethod(
                ClassUtils.getMethod(QueryFirstFactory.class, "keyspace", GeneratedSchema.class));
        schema.getConstructorArgumentValues()
                .addIndexedArgumentValue(
                        0, new RootBeanDefinition(ClassUtils.resolveClassName(schemaClass, classLoader)));
        return schema;
    }

    /** {@code TicketDao.create(<the CqlSession bean>, queryFirstFactory.daoOptions("Ticket", "helpdesk"))}. */
    private RootBeanDefinition dao(Class<?> type, String keyspace, String factory) {
        RootBeanDefinition options = new RootBeanDefinition(DaoOptions.class);
        options.setFactoryBeanName(factory);
        options.setResolvedFactoryMethod(
                ClassUtils.getMethod(QueryFirstFactory.class, "daoOptions", String.class, String.class));
        options.getConstructorArgumentValues().addIndexedArgumentValue(0, QueryFirstIndex.entityOf(type.getName()));
        options.getConstructorArgumentValues().addIndexedArgumentValue(1, keyspace);

        RootBeanDefinition dao = new RootBeanDefinition(type);
        // Named exactly: create is overloaded (with and without options), and AOT must not guess.
        dao.setResolvedFactoryMethod(ClassUtils.getStaticMethod(type, "create", CqlSession.class, DaoOptions.class));
        dao.setAutowireMode(AbstractBeanDefinition.AUTOWIRE_CONSTRUCTOR); // the CqlSession, by type
        dao.getConstructorArgumentValues().addIndexedArgumentValue(1, options);
        return dao;
    }
}
