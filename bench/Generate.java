import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Builds a synthetic monorepo for the throughput benchmark: deterministic for a given seed and
 * size, needs only a JDK ({@code java bench/Generate.java ...}).
 *
 * <p>Per 100,000 files: about 5,000 real configuration files from the shared corpus (copied to
 * the path they had in their own repository, per MANIFEST.tsv, so discovery classifies them as it
 * would in the wild), about 35,000 vendored files in {@code node_modules}/{@code vendor}/{@code .venv}
 * trees that must be skipped (they include configuration files too, so skipping is visible), and
 * the rest source (about ten files a directory), documentation, generic YAML, shell scripts and
 * {@code package.json} files. A
 * few source files mention the benchmark's flags, as real code and docs do. A {@code .gitignore}
 * at the top names the vendored directories, as a real monorepo's does, so {@code rg} skips them
 * too.
 *
 * <pre>java bench/Generate.java --files 100000 --seed 42 --corpus ../shared/corpus/real --out target/bench/tree-100000</pre>
 */
public final class Generate {

    private static final String[] WORDS = ("the a of to and in is it for on with as be at by this that from or "
            + "value result config options request response handler service client server build test data user "
            + "index item list map node path file read write open close start stop error message count size "
            + "return if else while for const let var int long string boolean final static public private new")
            .split(" ");
    private static final String[] SOURCE_EXT = {"java", "ts", "tsx", "js", "go", "py", "rs", "kt", "md", "css", "html", "txt"};
    private static final String[] VENDOR_EXT = {"js", "js", "js", "d.ts", "json", "md", "map", "go", "py", "cjs", "mjs"};
    private static final String[] FLAG_LINES = {
            "# never run claude --dangerously-skip-permissions outside a container",
            "const socket = \"/var/run/docker.sock\";",
            "server.listen(8080, \"0.0.0.0\");",
    };

    private record Config(String corpusPath, String sourcePath) {}

    private final Random random;
    private final Path out;
    private final Set<String> written = new HashSet<>();
    private long bytes;
    private int files;

    private Generate(long seed, Path out) {
        this.random = new Random(seed);
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        int total = 100_000;
        long seed = 42;
        Path corpus = Path.of("../shared/corpus/real");
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--files" -> total = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--corpus" -> corpus = Path.of(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (out == null) throw new IllegalArgumentException("--out DIR is required");
        if (Files.exists(out)) throw new IllegalArgumentException(out + " exists; remove it first");
        Generate g = new Generate(seed, out);
        g.build(total, readManifest(corpus), corpus);
        System.out.printf(Locale.ROOT, "%s: %d files, %.1f MB%n", out, g.files, g.bytes / 1e6);
    }

    private static List<Config> readManifest(Path corpus) throws IOException {
        List<Config> configs = new ArrayList<>();
        for (String line : Files.readAllLines(corpus.resolve("MANIFEST.tsv"), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            if (f.length < 4 || f[0].equals("corpus_path")) continue;
            configs.add(new Config(f[0], f[3]));
        }
        if (configs.isEmpty()) throw new IllegalStateException("no files in " + corpus.resolve("MANIFEST.tsv"));
        return configs;
    }

    private void build(int total, List<Config> corpusFiles, Path corpus) throws IOException {
        int configs = Math.max(1, total / 20);
        int vendored = total * 35 / 100;
        int packages = Math.max(1, total / 100);
        write(".gitignore", "node_modules/\nvendor/\n.venv/\ntarget/\ndist/\n");
        write("README.md", text(2000));

        // Real configuration files at the paths they had in their own repositories.
        for (int i = 0; i < configs; i++) {
            Config c = corpusFiles.get(random.nextInt(corpusFiles.size()));
            String dir = packageDir(random.nextInt(packages));
            String path = dir + "/" + c.sourcePath();
            for (int k = 2; written.contains(path); k++) path = dir + "/variant" + k + "/" + c.sourcePath();
            copy(corpus.resolve(c.corpusPath()), path);
        }
        // Vendored trees that discovery must skip, with configuration files inside them.
        int v = 0;
        for (int pkg = 0; v < vendored; pkg = (pkg + 1) % packages) {
            String dir = packageDir(pkg) + "/" + (pkg % 7 == 3 ? "vendor" : pkg % 11 == 5 ? ".venv/lib" : "node_modules");
            String dep = "dep" + random.nextInt(10_000);
            int n = Math.min(vendored - v, 5 + random.nextInt(40));
            for (int j = 0; j < n; j++, v++) {
                String name = j == 0 ? "package.json" : j == 1 && random.nextInt(10) == 0 ? "docker-compose.yml"
                        : "lib/" + word() + j + "." + pick(VENDOR_EXT);
                writeUnique(dir + "/" + dep + "/" + name, j <= 1 ? configLike() : source(sizeOf()));
            }
        }
        // The project's own sources, manifests, YAML and scripts.
        while (files < total) {
            int pkg = random.nextInt(packages);
            String dir = packageDir(pkg);
            int roll = random.nextInt(100);
            String path;
            String content;
            if (roll < 2 && !written.contains(dir + "/package.json")) {
                path = dir + "/package.json";
                content = configLike();
            } else if (roll < 5) {
                path = dir + "/deploy/" + word() + random.nextInt(1000) + ".yaml";
                content = yaml();
            } else if (roll < 6) {
                path = dir + "/scripts/" + word() + random.nextInt(1000) + ".sh";
                content = "#!/usr/bin/env bash\nset -euo pipefail\n" + text(sizeOf() / 2);
            } else {
                path = dir + "/src/" + module(pkg) + "/" + word() + random.nextInt(100_000) + "." + pick(SOURCE_EXT);
                content = source(sizeOf());
            }
            writeUnique(path, content);
        }
    }

    /** A package's source directories: six of them, so a directory holds about ten files, as in real trees. */
    private String module(int pkg) {
        return WORDS[(pkg * 7 + random.nextInt(6)) % WORDS.length];
    }

    private String packageDir(int pkg) {
        String[] roots = {"packages", "services", "apps", "libs", "tools"};
        return roots[pkg % roots.length] + "/" + "pkg" + pkg;
    }

    /** Source sizes are skewed like real ones: mostly small, a few large. */
    private int sizeOf() {
        double r = random.nextDouble();
        return (int) (200 + 6000 * r * r * r + (random.nextInt(50) == 0 ? 30_000 * random.nextDouble() : 0));
    }

    private String source(int size) {
        StringBuilder sb = new StringBuilder(size + 100);
        while (sb.length() < size) {
            if (random.nextInt(2000) == 0) sb.append(pick(FLAG_LINES));
            else line(sb);
            sb.append('\n');
        }
        return sb.toString();
    }

    private String text(int size) {
        StringBuilder sb = new StringBuilder(size + 100);
        while (sb.length() < size) {
            line(sb);
            sb.append('\n');
        }
        return sb.toString();
    }

    private void line(StringBuilder sb) {
        int indent = random.nextInt(4) * 2;
        for (int i = 0; i < indent; i++) sb.append(' ');
        int n = 3 + random.nextInt(10);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(word());
        }
    }

    private String configLike() {
        return "{\n  \"name\": \"" + word() + random.nextInt(1000) + "\",\n  \"version\": \"1." + random.nextInt(20)
                + ".0\",\n  \"scripts\": {\n    \"build\": \"tsc -p .\",\n    \"test\": \"" + word() + " test\"\n  }\n}\n";
    }

    private String yaml() {
        StringBuilder sb = new StringBuilder("apiVersion: example.com/v1\nkind: " + word() + "\nmetadata:\n  name: " + word() + "\nspec:\n");
        int n = 5 + random.nextInt(60);
        for (int i = 0; i < n; i++) sb.append("  ").append(word()).append(i).append(": ").append(word()).append('\n');
        return sb.toString();
    }

    private String word() {
        return pick(WORDS);
    }

    private String pick(String[] a) {
        return a[random.nextInt(a.length)];
    }

    private void writeUnique(String path, String content) throws IOException {
        if (written.contains(path)) {
            int dot = path.lastIndexOf('.');
            int slash = path.lastIndexOf('/');
            String stem = dot > slash ? path.substring(0, dot) : path;
            String ext = dot > slash ? path.substring(dot) : "";
            int k = 2;
            while (written.contains(stem + "_" + k + ext)) k++;
            path = stem + "_" + k + ext;
        }
        write(path, content);
    }

    private void write(String path, String content) throws IOException {
        byte[] b = content.getBytes(StandardCharsets.UTF_8);
        put(path, b);
    }

    private void copy(Path from, String path) throws IOException {
        put(path, Files.readAllBytes(from));
    }

    private void put(String path, byte[] b) {
        try {
            Path p = out.resolve(path);
            Files.createDirectories(p.getParent());
            Files.write(p, b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        written.add(path);
        files++;
        bytes += b.length;
    }
}
