package dev.queryfirst.reliability.fuzz;

import static com.google.testing.compile.Compiler.javac;
import org.junit.jupiter.api.Test;

class ScratchShowTest {
  @Test
  void show() throws Exception {
    for (String s : System.getProperty("show").split(",")) {
      int i = Integer.parseInt(s);
      FuzzModel m = ModelGenerator.generate(i, ModelGenerator.seedOf(20_240_617L, i));
      java.nio.file.Files.createDirectories(java.nio.file.Path.of("/tmp/rel-scratch"));
      var c = javac().withProcessors(new dev.queryfirst.processor.QueryFirstProcessor()).withOptions("-Aqueryfirst.debug=true")
          .withClasspath(Classpath.forGeneratedCode()).compile(m.sources().stream().map(JavaSource::toFileObject).toList());
      System.out.println("=== " + m.label());
      m.sources().forEach(src -> System.out.println(src.text()));
      c.diagnostics().forEach(d -> System.out.println(d.getKind() + " " + (d.getSource() == null ? "" : d.getSource().getName()) + ":" + d.getLineNumber() + " " + d.getMessage(null)));
      if (c.status() != com.google.testing.compile.Compilation.Status.SUCCESS) {
        c = javac().withProcessors(new dev.queryfirst.processor.QueryFirstProcessor()).withOptions("-proc:only")
          .withClasspath(Classpath.forGeneratedCode()).compile(m.sources().stream().map(JavaSource::toFileObject).toList());
      }
      for (var f : c.generatedSourceFiles()) {
        java.nio.file.Path out = java.nio.file.Path.of("/tmp/rel-scratch/m" + i + f.getName().replace('/', '_'));
        java.nio.file.Files.writeString(out, f.getCharContent(true));
      }
    }
  }
}
