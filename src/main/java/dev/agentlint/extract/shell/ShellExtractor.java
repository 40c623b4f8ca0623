package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.read.TreeFiles;
import java.util.Locale;

/**
 * Shell scripts ({@code .sh}, {@code .bash}, {@code .zsh}, {@code .ksh}, or a POSIX-family
 * shebang). A script runs on the host unless it shows otherwise, except that a container
 * entrypoint (by its name or folder) could run anywhere: its commands get an unknown context.
 */
public final class ShellExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        extract(facts, TreeFiles.NONE);
    }

    /** Files the script sources ({@code source lib.sh}) are read from the tree. */
    @Override
    public void extract(FileFacts facts, TreeFiles tree) {
        ShellStage.script(facts, contextOf(facts.file().displayPath(), Phrase.of("shell script")), tree);
    }

    /** Where a script file ({@code what}: "shell script", "PowerShell script") runs, judged by its path. */
    static ExecContext contextOf(String path, Phrase what) {
        String p = path.replace('\\', '/').toLowerCase(Locale.ROOT);
        String name = p.substring(p.lastIndexOf('/') + 1);
        if (name.contains("entrypoint") || p.contains(".devcontainer/") || p.startsWith("docker/") || p.contains("/docker/")
                || p.contains(".docker/") || p.contains("/container/") || p.startsWith("container/")) {
            return new ExecContext(ExecContext.Kind.UNKNOWN, Phrase.of("a script that looks like a container entrypoint, so where it runs is not visible here"));
        }
        return ExecContext.host(what);
    }
}
