package dev.agentlint.cli;

import dev.agentlint.base.ExitCode;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code agentlint training-set DIR} (hidden): writes every rule's bad and good examples, each at
 * the path its format lives at, and a configuration that uses every section, into an empty
 * directory. The launcher scans it once to record its class-data archive, so the classes and
 * lambdas of every format and rule are in the archive, not only those of a few sample files (ADR 0019).
 */
@Command(name = "training-set", hidden = true, description = "Write every rule example into DIR (for the launcher's start-up archive).")
final class TrainingSetCommand implements Callable<Integer> {

    /** Uses every section, so that configuration, ignores and per-rule levels are trained too. */
    static final String CONFIG = """
            version: 1
            rules:
              RUN-023: warning
              unused-ignore: note
            options:
              sensitive-paths: ["~/.config/acme"]
              allowed-domains: ["*.acme.internal"]
              agent-commands: [acme-agent]
            agent-workloads:
              services: [agent]
              files: ["**/agents/**"]
            exclude:
              - "**/*.example.yaml"
            ignores:
              - path: "**/compose.yaml"
                rule: [RUN-007, literal-secret]
                reason: trained, not judged
                expires: 2999-12-31
            """;

    @Parameters(paramLabel = "DIR", description = "An empty or missing directory.")
    Path dir;

    @Override
    public Integer call() throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(".agentlint.yaml"), CONFIG);
        for (RuleMeta m : AllRules.catalog().allMeta()) {
            int n = 0;
            for (RuleMeta.Example ex : m.examples()) {
                String path = ex.path();
                if (path == null) continue;
                n++;
                for (String side : new String[] {"-bad", "-good"}) {
                    Path at = dir.resolve(m.id()).resolve(n + side).resolve(path);
                    write(at, side.equals("-bad") ? ex.bad() : ex.good());
                    if (!ex.besideFile().isBlank()) write(at.getParent().resolve(ex.besideFile()), ex.beside());
                }
            }
        }
        return ExitCode.CLEAN;
    }

    private static void write(Path file, String text) throws IOException {
        if (text.isBlank()) return;
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
