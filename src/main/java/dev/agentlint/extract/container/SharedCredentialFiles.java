package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Mount;
import dev.agentlint.model.MountSource;
import dev.agentlint.model.Workload;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The credential files a container that runs an agent can read through its bind mounts: for each
 * shared directory inside the scanned tree, the {@code .env} files, {@code .npmrc},
 * {@code .netrc} … at its top and {@code .aws/credentials}, {@code .docker/config.json} below it
 * (or a shared credential file itself), read through {@link TreeFiles} (never outside the tree)
 * into {@link Workload#sharedEntries()}. Whether they hold secrets is the rules' judgement. Runs
 * after the shell stage, like {@link RunEnvFiles}, so run lines count too.
 */
public final class SharedCredentialFiles {

    /** Shared directories looked into per file: far more than a real file shares with agents. */
    static final int MAX_DIRECTORIES = 64;

    static final Phrase TOO_MANY = Phrase.of("more than {max} directories shared with agents; the credential files of the rest were not looked for",
            "max", MAX_DIRECTORIES);

    private SharedCredentialFiles() {}

    public static void follow(FileFacts facts, TreeFiles tree) {
        Path root = tree.root();
        if (root == null) return;
        int looked = 0;
        for (Workload w : facts.workloads()) {
            if (!w.isAgent()) continue;
            // Per container: another one may hide a file this one sees.
            Set<Path> seen = new HashSet<>();
            for (Mount m : w.mounts()) {
                MountSource source = MountSource.of(m);
                Path shared = source == null ? null : source.path();
                if (shared == null || !shared.startsWith(root) || !seen.add(shared)) continue;
                if (++looked > MAX_DIRECTORIES) {
                    facts.unchecked().add(TOO_MANY);
                    return;
                }
                for (Candidate c : candidates(tree, shared)) {
                    if (hidden(w, m, shared, c.directory().resolve(c.name()).normalize())) continue;
                    if (tree.readIn(c.directory(), c.name(), Format.SHELL) instanceof TreeFiles.Found found) {
                        for (CredentialFiles.Entry e : CredentialFiles.entries(found.file(), c.name())) {
                            w.sharedEntries().add(new Workload.SharedEntry(e.name(), e.value(), m, e.location()));
                        }
                    }
                }
            }
        }
    }

    /**
     * Another mount lies over the file inside the container ({@code /dev/null:/workspace/.env:ro},
     * an empty volume over a directory holding it): the container does not see it.
     */
    private static boolean hidden(Workload w, Mount share, Path shared, Path file) {
        String target = trimmed(share.target());
        String inside = file.equals(shared) ? target : target + "/" + shared.relativize(file).toString().replace('\\', '/');
        for (Mount o : w.mounts()) {
            String t = trimmed(o.target());
            if (o != share && t.length() > target.length() && (inside.equals(t) || inside.startsWith(t + "/"))) return true;
        }
        return false;
    }

    private static String trimmed(String target) {
        String t = target == null ? "" : target.strip();
        while (t.length() > 1 && t.endsWith("/")) t = t.substring(0, t.length() - 1);
        return t;
    }

    /** A credential file to look for: its name relative to a directory. */
    private record Candidate(Path directory, String name) {}

    /** Each credential file the share holds, or the shared file itself. */
    private static List<Candidate> candidates(TreeFiles tree, Path shared) {
        List<Candidate> out = new ArrayList<>();
        List<String> names = tree.listIn(shared);
        if (names.isEmpty()) {
            // A shared file rather than a directory (./.env:/app/.env), or an empty or missing directory.
            Path parent = shared.getParent();
            String name = String.valueOf(shared.getFileName());
            if (parent != null && CredentialFiles.isCredentialFile(name)) out.add(new Candidate(parent, name));
            return out;
        }
        for (String n : names) if (CredentialFiles.isCredentialFile(n)) out.add(new Candidate(shared, n));
        for (String nested : CredentialFiles.NESTED) out.add(new Candidate(shared, nested));
        return out;
    }
}
