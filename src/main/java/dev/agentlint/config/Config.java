package dev.agentlint.config;

import dev.agentlint.discover.Exclusions;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.read.SourceFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A validated {@code .agentlint.yaml}. Its parts feed different stages: {@link #exclusions} the
 * discovery, {@link #optionsFor} the extractors and rules, {@link #rules} the checker and the
 * filter, {@link #ignores} the filter. Immutable and shared by every worker.
 *
 * @param source              the configuration file's text (for findings about its own entries); null without one
 * @param directory           the project root: where relative patterns start; null without a configuration
 * @param rules               rules turned off or on, and level changes
 * @param options             options for rules (without the per-file agent-workload mark)
 * @param agentWorkloadFiles  files whose every workload runs an agent
 * @param exclude             paths kept out of the scan
 * @param ignores             findings accepted, with reasons
 * @param inlineIgnores       whether inline ignores are honoured (null: not said, default true)
 * @param reportUnusedIgnores whether ignores that suppress nothing are reported (null: not said)
 */
public record Config(SourceFile source, Path directory, RuleSettings rules, RuleOptions options,
                     List<Glob> agentWorkloadFiles, List<Glob> exclude, List<ConfigIgnore> ignores,
                     Boolean inlineIgnores, Boolean reportUnusedIgnores) {

    /** No configuration: every rule at its own level, nothing excluded or ignored. */
    public static final Config NONE = new Config(null, null, RuleSettings.DEFAULTS, RuleOptions.DEFAULTS,
            List.of(), List.of(), List.of(), null, null);

    public Config {
        agentWorkloadFiles = List.copyOf(agentWorkloadFiles);
        exclude = List.copyOf(exclude);
        ignores = List.copyOf(ignores);
    }

    /** The file's path relative to the project root ('/'-separated), or null when it lies outside it. */
    public String relative(Path absolute) {
        if (directory == null) return null;
        Path p = absolute.toAbsolutePath().normalize();
        if (!p.startsWith(directory) || p.equals(directory)) return null;
        return directory.relativize(p).toString().replace('\\', '/');
    }

    /** The rule options as seen from one file. */
    public RuleOptions optionsFor(Path absolute) {
        if (agentWorkloadFiles.isEmpty()) return options;
        String rel = relative(absolute);
        boolean marked = rel != null && agentWorkloadFiles.stream().anyMatch(g -> g.matches(rel, false));
        return options.forFile(marked);
    }

    /**
     * The {@code exclude:} patterns for discovery. A path named on the command line is scanned even
     * when a pattern matches it or a parent (you asked for it), unless {@code force} (for
     * pre-commit, which names every changed file): patterns that match the root are set aside for
     * that root, the others apply to what the walk finds beneath it.
     */
    public Exclusions exclusions(boolean force) {
        if (exclude.isEmpty()) return Exclusions.NONE;
        return root -> {
            String rootRel = relative(root);
            List<Glob> active = new ArrayList<>();
            for (Glob g : exclude) {
                if (force || rootRel == null || !g.matches(rootRel, true)) active.add(g);
            }
            if (active.isEmpty()) return (path, dir) -> false;
            return (path, dir) -> {
                String rel = relative(path);
                return rel != null && active.stream().anyMatch(g -> g.matches(rel, dir));
            };
        };
    }
}
