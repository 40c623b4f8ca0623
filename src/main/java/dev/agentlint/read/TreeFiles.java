package dev.agentlint.read;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.SourceFile;
import dev.agentlint.discover.Discovery;
import dev.agentlint.base.Format;
import dev.agentlint.discover.IoReason;
import dev.agentlint.discover.PinnedDirectory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Other files of the scanned tree, for formats that refer to them (Compose {@code extends},
 * {@code include} and override files). A path that leaves the tree (lexically or through a
 * symbolic link), that depends on the environment, or that names a remote resource is refused
 * with the reason, never read.
 */
public final class TreeFiles {

    /** No tree: every lookup is refused (for text scanned on its own, e.g. in tests). */
    public static final TreeFiles NONE = new TreeFiles(null, null, null);

    /** The reason a reference to a file inside the tree that is not there is refused. */
    public static final Phrase DOES_NOT_EXIST = Phrase.of("it does not exist");

    /** The outcome of a lookup. */
    public sealed interface Lookup permits Found, Refused {}

    /**
     * A file read from the tree. What a reader derives from it ({@link #derived}) is computed once
     * however often the file is named: a compose file may name one env file hundreds of times.
     */
    public record Found(SourceFile file, Map<String, Object> memo) implements Lookup {
        public Found(SourceFile file) {
            this(file, new ConcurrentHashMap<>());
        }

        /** {@code derive(file)}, computed on the first call for this {@code kind} and kept with the file. */
        @SuppressWarnings("unchecked")
        public <T> T derived(String kind, Function<SourceFile, T> derive) {
            return (T) memo.computeIfAbsent(kind, k -> derive.apply(file));
        }
    }

    public record Refused(Phrase reason) implements Lookup {}

    static final int MAX_LISTED = 1000;

    private final Path root;
    private final Path workingDirectory;
    private final SourceReader reader;
    private final RealPaths realPaths;
    private final List<SourceFile> filesRead = new ArrayList<>();
    private final Map<ReadKey, Lookup> reads = new HashMap<>();

    private record ReadKey(Path path, Format format) {}

    /**
     * @param root             the scanned tree; nothing outside it is read
     * @param workingDirectory display paths are relative to it
     * @param reader           applies the size cap and decoding of the scan
     */
    public TreeFiles(Path root, Path workingDirectory, SourceReader reader) {
        this(root, workingDirectory, reader, new RealPaths());
    }

    /** @param realPaths shared by the files of one scan, so each directory is resolved once */
    public TreeFiles(Path root, Path workingDirectory, SourceReader reader, RealPaths realPaths) {
        this.root = root == null ? null : root.toAbsolutePath().normalize();
        this.workingDirectory = workingDirectory == null ? null : workingDirectory.toAbsolutePath().normalize();
        this.reader = reader;
        this.realPaths = realPaths;
    }

    /** Reads {@code reference}, written in {@code from}, relative to {@code from}'s directory. */
    public Lookup read(SourceFile from, String reference, Format format) {
        return read(resolve(from, reference), format);
    }

    /**
     * Reads {@code reference} relative to {@code directory}, for a path a program resolves against
     * a directory other than the referring file's (its working directory); refused outside the tree.
     */
    public Lookup readIn(Path directory, String reference, Format format) {
        if (root == null || directory == null) return new Refused(Phrase.of("no scanned tree to look in"));
        return read(resolve(directory.toAbsolutePath(), reference), format);
    }

    private Lookup read(Object resolved, Format format) {
        if (resolved instanceof Refused r) return r;
        Path target = (Path) resolved;
        // Each file is read once per file checked, however often it is named in each format asked for.
        ReadKey key = new ReadKey(target, format);
        Lookup known = reads.get(key);
        if (known != null) return known;
        ReadResult result = readPinned(target, format);
        Lookup lookup;
        if (result instanceof ReadResult.Skipped s) {
            lookup = new Refused(s.reason());
        } else {
            SourceFile file = ((ReadResult.Text) result).file();
            filesRead.add(file);
            lookup = new Found(file);
        }
        reads.put(key, lookup);
        return lookup;
    }

    /**
     * Reads {@code target} in its directory, opened by its real path (which {@link #resolve} found
     * inside the tree's, following the tree's own links) from the tree's top one name at a time,
     * no link followed at any step: those checks looked at paths, and a directory swapped for a
     * link since cannot redirect the read (see {@link PinnedDirectory}).
     */
    private ReadResult readPinned(Path target, Format format) {
        String display = Discovery.displayPath(workingDirectory, target);
        Optional<Path> realParent = realPaths.of(root, target.getParent());
        Optional<Path> realRoot = realPaths.of(root, root);
        if (realParent.isEmpty() || realRoot.isEmpty() || !realParent.get().startsWith(realRoot.get())) {
            return new ReadResult.Skipped(Phrase.of("it changed while being read"));
        }
        try (PinnedDirectory dir = PinnedDirectory.openBelow(realRoot.get(), realParent.get())) {
            return reader.read(dir, target, display, format);
        } catch (AccessDeniedException | NoSuchFileException e) {
            return new ReadResult.Skipped(Phrase.of("cannot be read: {reason}", "reason", Phrase.untranslated(IoReason.of(e))));
        } catch (IOException e) {
            // A link (ELOOP) or a non-directory where a directory of the path was when it was resolved.
            return new ReadResult.Skipped(Phrase.of("it changed while being read ({reason})", "reason", Phrase.untranslated(IoReason.of(e))));
        }
    }

    /** Every file read so far, in order (findings may point into them). */
    public List<SourceFile> filesRead() {
        return List.copyOf(filesRead);
    }

    /** The scanned tree, or null for {@link #NONE}. */
    public Path root() {
        return root;
    }

    /**
     * The names of the regular files directly in {@code directory} (relative to {@code from}'s
     * directory), sorted; empty when it is not a directory inside the tree. Symbolic links are
     * not listed; at most {@value #MAX_LISTED} names.
     */
    public List<String> list(SourceFile from, String directory) {
        return listed(resolve(from, directory));
    }

    /** As {@link #list(SourceFile, String)}, for a directory given by its path (empty outside the tree). */
    public List<String> listIn(Path directory) {
        if (root == null || directory == null) return List.of();
        Path dir = directory.toAbsolutePath().normalize();
        Optional<Path> real = realPaths.of(root, dir);
        Optional<Path> realRoot = realPaths.of(root, root);
        if (!dir.startsWith(root) || real.isEmpty() || realRoot.isEmpty() || !real.get().startsWith(realRoot.get())) return List.of();
        return listed(dir);
    }

    private static List<String> listed(Object resolved) {
        if (!(resolved instanceof Path dir) || !Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) return List.of();
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    .map(p -> p.getFileName().toString()).sorted().limit(MAX_LISTED).toList();
        } catch (IOException | SecurityException | UncheckedIOException e) {
            return List.of();
        }
    }

    /** True when {@code reference} names a regular file inside the tree. */
    public boolean exists(SourceFile from, String reference) {
        return resolve(from, reference) instanceof Path p
                && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS);
    }

    /** Why {@code reference} cannot be followed; empty when it names a regular file inside the tree. */
    public Optional<Phrase> refusal(SourceFile from, String reference) {
        Object resolved = resolve(from, reference);
        if (resolved instanceof Refused r) return Optional.of(r.reason());
        return Files.isRegularFile((Path) resolved, LinkOption.NOFOLLOW_LINKS) ? Optional.empty()
                : Optional.of(Phrase.of("it is not a regular file"));
    }

    /**
     * A reference Compose (or another format) would fetch: a URL, an scp-style or {@code github.com/}
     * git address (the forms Docker's git URL check accepts), a git URL with a {@code .git#ref}
     * fragment, or any other {@code scheme:} prefix ({@code oci:}, {@code remote:}); a drive letter
     * ({@code C:}) is a path.
     */
    public static boolean isRemote(String ref) {
        if (ref.contains("://") || ref.startsWith("git@") || ref.startsWith("github.com/") || ref.contains(".git#")) return true;
        int colon = ref.indexOf(':');
        if (colon < 2) return false;
        for (int i = 0; i < colon; i++) {
            char c = ref.charAt(i);
            boolean ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.');
            if (!ok) return false;
        }
        return true;
    }

    /** The path inside the tree, or a {@link Refused}. */
    private Object resolve(SourceFile from, String reference) {
        if (root == null || from == null || from.path() == null) return new Refused(Phrase.of("no scanned tree to look in"));
        Path dir = from.path().toAbsolutePath().getParent();
        if (dir == null) return new Refused(Phrase.of("no directory to resolve against"));
        return resolve(dir, reference);
    }

    private Object resolve(Path dir, String reference) {
        String ref = reference.strip();
        if (ref.isEmpty()) return new Refused(Phrase.of("empty path"));
        if (isRemote(ref)) return new Refused(Phrase.of("it is a remote resource, which agentlint never fetches"));
        if (ref.startsWith("~") || ref.contains("$")) return new Refused(Phrase.of("the path depends on the environment ({path})", "path", ref));
        Path target;
        try {
            target = dir.resolve(ref.replace('\\', '/')).normalize();
        } catch (InvalidPathException e) {
            return new Refused(Phrase.of("not a valid path"));
        }
        if (!target.startsWith(root)) return new Refused(Phrase.of("it lies outside the scanned tree"));
        Path parent = target.getParent();
        if (parent == null) return new Refused(Phrase.of("it lies outside the scanned tree"));
        Optional<Path> realParent = realPaths.of(root, parent);
        Optional<Path> realRoot = realPaths.of(root, root);
        if (realParent.isEmpty() || realRoot.isEmpty()) return new Refused(DOES_NOT_EXIST);
        if (!realParent.get().startsWith(realRoot.get())) return new Refused(Phrase.of("it leaves the scanned tree through a symbolic link"));
        if (!RealPaths.present(target)) return new Refused(DOES_NOT_EXIST);
        return target;
    }
}
