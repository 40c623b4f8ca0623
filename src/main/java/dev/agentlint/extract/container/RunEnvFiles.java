package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The env files of {@code docker/podman run --env-file} (in scripts, workflow steps, dev container
 * {@code runArgs}, Quadlet {@code PodmanArgs=}): read from the tree after the file's extractor and
 * the shell stage have found the run lines, so their variables join the container's environment as
 * Compose's {@code env_file} does. The engine resolves a relative path against its working
 * directory, which a run line does not state:
 * <ul>
 *   <li>a dev container's is its workspace folder ({@code ${localWorkspaceFolder}} says so too);</li>
 *   <li>a workflow's (or composite action's) the repository's top: the scanned tree's;</li>
 *   <li>a script's is where it is run from: the script's own directory, else the scanned tree's
 *       top (scripts are usually run from the repository root);</li>
 *   <li>a Quadlet unit's, the unit's directory, as for its {@code EnvironmentFile=}.</li>
 * </ul>
 * An env file that is not there (the usual {@code .gitignore}d {@code .env}) goes unsaid.
 */
public final class RunEnvFiles {

    private static final String WORKSPACE = "${localWorkspaceFolder}";

    /** More env files than a file's run lines have in earnest; each is read from disk. */
    static final int MAX_FOLLOWED = 64;

    static final Phrase TOO_MANY = Phrase.of("more than {max} --env-file references; the rest were not read", "max", MAX_FOLLOWED);

    /** Formats whose commands run in the repository's top directory (a workflow's workspace). */
    private static final Set<Format> RUN_FROM_TOP = Set.of(Format.GITHUB_WORKFLOW, Format.GITHUB_ACTION);

    private RunEnvFiles() {}

    public static void follow(FileFacts facts, TreeFiles tree) {
        if (tree.root() == null) return;
        int followed = 0;
        for (Workload w : facts.workloads()) {
            Set<String> seen = new HashSet<>();
            for (Located<String> ref : w.envFiles()) {
                if (!seen.add(ref.value())) continue;
                if (++followed > MAX_FOLLOWED) {
                    facts.unchecked().add(TOO_MANY);
                    return;
                }
                SourceFile file = ref.location().file();
                if (file == null || file.path() == null) continue;
                String path = ref.value();
                // A dev container may say where its workspace is; elsewhere the variable means nothing to the engine.
                if (w.source() == Workload.Source.DEVCONTAINER) {
                    if (path.equals(WORKSPACE)) continue;
                    if (path.startsWith(WORKSPACE + "/")) path = path.substring(WORKSPACE.length() + 1);
                }
                List<Path> dirs = directories(w.source(), file, tree.root());
                List<EnvVar> read = EnvFile.follow(tree, dirs, path, "--env-file " + ref.value(), ref.location(), facts);
                w.env().addAll(read);
                if (!read.isEmpty()) w.envFilesRead().add(new Workload.EnvFileRead(ref, read));
            }
        }
    }

    /** Where the engine resolves a relative --env-file, in the order to look (see above). */
    private static List<Path> directories(Workload.Source source, SourceFile file, Path top) {
        Path own = file.path().toAbsolutePath().getParent();
        if (source == Workload.Source.DEVCONTAINER) return List.of(Workload.devcontainerWorkspace(own));
        if (source != Workload.Source.RUN_COMMAND) return List.of(own);
        if (RUN_FROM_TOP.contains(file.format())) return List.of(top);
        return top.equals(own) ? List.of(own) : List.of(own, top);
    }
}
