package dev.queryfirst.reliability.fuzz;

import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;

/**
 * One generated compilation unit.
 *
 * @param qualifiedName the top-level type it declares
 * @param text the source
 */
public record JavaSource(String qualifiedName, String text) {

    public JavaFileObject toFileObject() {
        return JavaFileObjects.forSourceString(qualifiedName, text);
    }
}
