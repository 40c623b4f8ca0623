package dev.agentlint.link;

import dev.agentlint.model.ImageReference;
import dev.agentlint.model.Command;
import dev.agentlint.model.Word;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code docker build}, {@code docker buildx build}, {@code docker image build}, {@code podman build}
 * or {@code buildah bud|build} as a script writes it: the Dockerfile ({@code -f}, else the default
 * name in the context directory) and the tags ({@code -t}) the image gets, so that a later
 * {@code docker run TAG} in the script is known to start that image.
 *
 * @param engine  {@code docker}, {@code podman} or {@code buildah}
 * @param file    {@code -f/--file} as written, or null
 * @param context the context directory as written, or null when there is none to follow ({@code -}, a URL)
 * @param tags    the tags, as written
 */
record ImageBuild(String engine, Word file, Word context, List<String> tags) {

    /** Options of the build commands that take no value; every other option takes the next word unless written {@code --x=y}. */
    private static final Set<String> FLAGS = Set.of("--no-cache", "--pull", "-q", "--quiet", "--rm", "--force-rm", "--load",
            "--push", "--squash", "--compress", "--disable-content-trust", "--layers", "--no-hosts", "--omit-history",
            "--stdin", "--tls-verify", "--check");

    /** The build this command runs, or null when it runs none. */
    static ImageBuild of(Command c) {
        String program = c.program();
        String engine = program.substring(program.lastIndexOf('/') + 1);
        if (!engine.equals("docker") && !engine.equals("podman") && !engine.equals("buildah")) return null;
        List<Word> args = c.args();
        int k = 0;
        if (args.isEmpty()) return null;
        String sub = args.get(0).value();
        if (engine.equals("buildah")) {
            if (!sub.equals("bud") && !sub.equals("build") && !sub.equals("build-using-dockerfile")) return null;
            k = 1;
        } else if (sub.equals("build")) {
            k = 1;
        } else if ((sub.equals("buildx") || sub.equals("image")) && args.size() > 1 && args.get(1).value().equals("build")) {
            k = 2;
        } else {
            return null;
        }
        Word file = null;
        Word context = null;
        List<String> tags = new ArrayList<>();
        for (; k < args.size(); k++) {
            Word w = args.get(k);
            String v = w.value();
            if (v.equals("-f") || v.equals("--file")) {
                if (k + 1 < args.size()) file = args.get(++k);
            } else if (v.startsWith("--file=")) {
                file = new Word(v.substring("--file=".length()), w.span(), w.literal());
            } else if (v.equals("-t") || v.equals("--tag")) {
                if (k + 1 < args.size()) tags.add(args.get(++k).value());
            } else if (v.startsWith("--tag=")) {
                tags.add(v.substring("--tag=".length()));
            } else if (v.startsWith("-t") && v.length() > 2 && !v.startsWith("--")) {
                tags.add(v.substring(2));
            } else if (v.startsWith("-")) {
                if (!v.contains("=") && !FLAGS.contains(v) && k + 1 < args.size()) k++;
            } else if (context == null) {
                context = v.equals("-") || v.contains("://") || v.startsWith("git@") ? null : w;
                if (context == null) return null;
            }
        }
        if (tags.isEmpty()) return null;
        return new ImageBuild(engine, file, context, tags);
    }

    /**
     * Records which Dockerfile of the tree each tag names, when the command's directory and paths
     * can be followed; Podman and Buildah look for a Containerfile before a Dockerfile.
     */
    void record(WorkingDirectory cwd, Path scriptDirectory, Path root, Definitions definitions, Map<String, Path> built) {
        if (cwd == null || !cwd.known() || context == null) return;
        Path dockerfile;
        if (file != null) {
            dockerfile = WorkingDirectory.evaluate(file, cwd.path(), scriptDirectory, root);
        } else {
            Path dir = WorkingDirectory.evaluate(context, cwd.path(), scriptDirectory, root);
            if (dir == null) return;
            dockerfile = dir.resolve("Dockerfile");
            Path containerfile = dir.resolve("Containerfile");
            if (!engine.equals("docker") && definitions.image(containerfile) != null) dockerfile = containerfile;
        }
        if (dockerfile == null) return;
        for (String tag : tags) {
            if (!tag.contains("$")) built.put(ImageReference.of(tag).comparable(), dockerfile);
        }
    }
}
