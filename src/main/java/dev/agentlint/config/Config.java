package dev.agentlint.config;

import dev.agentlint.discover.Exclusions;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.base.SourceFile;
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
        // Absolute and normalised, so that relative() can compare text.
        if (directory != null) directory = directory.toAbsolutePath().normalize();
        agentWorkloadFiles = List.copyOf(agentWorkloadFiles);
        exclude = List.copyOf(exclude);
        ignores = List.copyOf(ignores);
    }

    /** The file's path relative to the project root ('/'-separated), or null when it lies outside it. */
    public String relative(Path absolute) {
        if (directory == null) return null;
        String fast = relativeByText(absolute);
        if (fast != null) return fast.isEmpty() ? null : fast;
        Path p = absolute.toAbsolutePath().normalize();
        if (!p.startsWith(directory) || p.equals(directory)) return null;
        return directory.relativize(p).toString().replace('\\', '/');
    }

    /**
     * The common case without building paths (discovery asks for every entry it lists): an
     * absolute, normalised path beneath the project root on a '/' file system. Null when it is
     * not that case; empty for the root itself or a path outside it.
     */
    private String relativeByText(Path path) {
        if (!path.isAbsolute() || path.getFileSystem().getSeparator().charAt(0) != '/') return null;
        String s = path.toString();
        if (!plainAbsolute(s)) return null;
        String dir = directory.toString();
        if (dir.equals("/")) return s.length() > 1 ? s.substring(1) : "";
        if (!s.startsWith(dir)) return "";
        if (s.length() == dir.length()) return "";
        return s.charAt(dir.length()) == '/' ? s.substring(dir.length() + 1) : "";
    }

    /** No "//" and no "." or ".." name in a '/'-separated path: one pass, as this runs for every entry the walk lists. */
    static boolean plainAbsolute(String s) {
        for (int i = s.indexOf('/'); i >= 0; i = s.indexOf('/', i + 1)) {
            int next = i + 1;
            if (next < s.length() && s.charAt(next) == '/') return false;
            int dots = 0;
            while (next + dots < s.length() && s.charAt(next + dots) == '.' && dots < 3) dots++;
            if ((dots == 1 || dots == 2) && (next + dots == s.length() || s.charAt(next + dots) == '/')) return false;
        }
        return true;
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
            return new Exclusions.Test() {
                @Override
                public boolean excluded(Path path, boolean dir) {
                    return matchesAny(active, path, dir, false);
                }

                @Override
                public boolean excludedBeneath(Path path, boolean dir) {
                    return matchesAny(active, path, dir, true);
                }
            };
        };
    }

    private boolean matchesAny(List<Glob> globs, Path path, boolean dir, boolean itselfOnly) {
        String rel = relative(path);
        if (rel == null) return false;
        for (Glob g : globs) if (itselfOnly ? g.matchesItself(rel, dir) : g.matches(rel, dir)) return true;
        return false;
    }
}
