package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ForkClasspathTest {

    @TempDir
    Path dir;

    @Test
    void replacesAManifestOnlyJarByTheEntriesItLists() throws IOException {
        Path a = Files.createDirectories(dir.resolve("with space/classes"));
        Path b = Files.createFile(dir.resolve("lib.jar"));
        Path booter = jar(dir.resolve("booter/surefirebooter1.jar"), a.toUri() + " ../lib.jar", false);
        String expanded = ForkClasspath.expand(booter + File.pathSeparator + "/other/dir");
        assertEquals(String.join(File.pathSeparator, a.toString(), b.toString(), "/other/dir"), expanded);
    }

    @Test
    void keepsJarsWithClassesAndPlainEntries() throws IOException {
        Path library = jar(dir.resolve("library.jar"), "dep.jar", true);
        String classpath = String.join(File.pathSeparator, library.toString(), "/x/classes", "/x/classes");
        assertEquals(
                String.join(File.pathSeparator, library.toString(), "/x/classes"), ForkClasspath.expand(classpath));
    }

    private static Path jar(Path path, String classPath, boolean withClass) throws IOException {
        Files.createDirectories(path.getParent());
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        try (OutputStream out = Files.newOutputStream(path);
                JarOutputStream jar = new JarOutputStream(out, manifest)) {
            if (withClass) {
                jar.putNextEntry(new JarEntry("a/A.class"));
                jar.closeEntry();
            }
        }
        return path;
    }
}
