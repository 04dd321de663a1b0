package dev.queryfirst.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of one module's compiled classes, as text: every public type of the packages
 * under a root (less the excluded ones) with its supertypes, then its public and protected
 * constructors, methods and fields, one a line, sorted, so that two listings differ exactly where
 * the API does. Read by reflection from the classes on the test classpath, never from sources.
 */
final class ApiListing {

    private ApiListing() {}

    /**
     * The listing of the module that holds {@code anchor}: the packages under {@code root}, less
     * those under any of {@code excluded}.
     */
    static String of(Class<?> anchor, String root, List<String> excluded) {
        Path location = locationOf(anchor);
        if (Files.isDirectory(location)) {
            return listing(location, root, excluded);
        }
        try (FileSystem jar = FileSystems.newFileSystem(location)) {
            return listing(jar.getPath("/"), root, excluded);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String listing(Path classes, String root, List<String> excluded) {
        try (Stream<Path> files = Files.walk(classes.resolve(root.replace('.', '/')))) {
            return files.map(classes::relativize)
                    .map(Path::toString)
                    .filter(name -> name.endsWith(".class") && !name.endsWith("package-info.class"))
                    .map(name -> name.substring(0, name.length() - ".class".length())
                            .replace('/', '.')
                            .replace('\\', '.'))
                    .filter(name -> excluded.stream().noneMatch(name::startsWith))
                    .map(ApiListing::load)
                    .filter(ApiListing::isApi)
                    .sorted((a, b) -> a.getName().compareTo(b.getName()))
                    .map(ApiListing::describe)
                    .collect(Collectors.joining());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Public, and reachable: every enclosing type public too; never synthetic or anonymous. */
    private static boolean isApi(Class<?> type) {
        for (Class<?> t = type; t != null; t = t.getEnclosingClass()) {
            if (!Modifier.isPublic(t.getModifiers()) || t.isAnonymousClass() || t.isSynthetic()) {
                return false;
            }
        }
        return true;
    }

    private static String describe(Class<?> type) {
        StringBuilder text = new StringBuilder(type.toGenericString());
        Type superclass = type.getGenericSuperclass();
        if (superclass != null
                && superclass != Object.class
                && !type.isEnum()
                && !type.isRecord()
                && !type.isInterface()) {
            text.append(" extends ").append(superclass.getTypeName());
        }
        Type[] interfaces = type.getGenericInterfaces();
        if (interfaces.length > 0 && !type.isAnnotation()) {
            text.append(type.isInterface() ? " extends " : " implements ")
                    .append(Arrays.stream(interfaces).map(Type::getTypeName).collect(Collectors.joining(", ")));
        }
        text.append('\n');
        List<String> members = new ArrayList<>();
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (visible(constructor)) {
                members.add(constructor.toGenericString());
            }
        }
        for (Method method : type.getDeclaredMethods()) {
            if (visible(method) && !method.isBridge()) {
                Object defaultValue = method.getDefaultValue();
                members.add(method.toGenericString()
                        + (defaultValue == null ? "" : " default " + defaultText(defaultValue)));
            }
        }
        for (Field field : type.getDeclaredFields()) {
            if (!field.isSynthetic() && isPublicOrProtected(field.getModifiers())) {
                members.add(field.toGenericString());
            }
        }
        // Members without their owner's name, which the header line gives ("public int pageSize()"),
        // nor the locking a method does inside, which is no promise to callers.
        String owner = type.getTypeName();
        members.stream()
                .map(member -> member.replace(owner + "(", type.getSimpleName() + "(")
                        .replace(owner + ".", "")
                        .replace("synchronized ", ""))
                .sorted()
                .forEach(member -> text.append("  ").append(member).append('\n'));
        return text.toString();
    }

    private static boolean visible(Executable member) {
        return !member.isSynthetic() && isPublicOrProtected(member.getModifiers());
    }

    private static boolean isPublicOrProtected(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    /** An annotation member's default as the source would write it: arrays in braces. */
    private static String defaultText(Object value) {
        if (value.getClass().isArray()) {
            int length = java.lang.reflect.Array.getLength(value);
            List<String> elements = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                elements.add(defaultText(java.lang.reflect.Array.get(value, i)));
            }
            return "{" + String.join(", ", elements) + "}";
        }
        if (value instanceof String text) {
            return '"' + text + '"';
        }
        if (value instanceof Enum<?> constant) {
            return constant.name();
        }
        if (value instanceof Class<?> type) {
            return type.getName() + ".class";
        }
        return String.valueOf(value);
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, ApiListing.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The directory of classes, or the jar, the class was loaded from. */
    private static Path locationOf(Class<?> anchor) {
        try {
            return Path.of(
                    anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
