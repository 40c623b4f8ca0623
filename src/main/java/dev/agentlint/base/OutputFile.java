package dev.agentlint.base;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * A file agentlint writes because it was asked to ({@code -o}, {@code --report},
 * {@code --write-baseline}). The repository being scanned may hold a symbolic link where the report
 * is to go ({@code agentlint.sarif -> ~/.bashrc}); writing through it would overwrite a file outside
 * the tree. So:
 * <ul>
 *   <li>a symbolic link or a directory at the path is refused, and so is a symbolic link among
 *       the directories of the path that lie inside the working directory (the checkout);
 *       directories above it are the user's own layout; a device or FIFO ({@code /dev/null}) is
 *       written in place;</li>
 *   <li>the content goes to a new temporary file beside the target (created exclusively, which
 *       never follows a link), and is renamed over the target at the end: a rename replaces a
 *       link rather than writing through it, so a link that appears after the check is replaced,
 *       not followed, and a reader never sees half a report.</li>
 * </ul>
 */
public final class OutputFile {

    /** The output was refused before anything was written. */
    public static final class Refused extends IOException {
        public Refused(String message) {
            super(message);
        }
    }

    /** Writes the content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private OutputFile() {}

    /**
     * Refuses {@code file} if it is a symbolic link or not a regular file, or if a directory on its
     * way inside {@code workingDirectory} is a symbolic link.
     *
     * @param what the output's name in the message ("the report", "the baseline")
     */
    public static void check(Path file, Path workingDirectory, String what) throws Refused {
        kind(file, workingDirectory, what);
    }

    /** What is at the path: null for nothing, else its attributes (never a link or a directory). */
    private static BasicFileAttributes kind(Path file, Path workingDirectory, String what) throws Refused {
        Path abs = workingDirectory.resolve(file).toAbsolutePath().normalize();
        Path wd = workingDirectory.toAbsolutePath().normalize();
        if (abs.startsWith(wd)) {
            Path at = wd;
            for (Path part : wd.relativize(abs)) {
                at = at.resolve(part);
                if (at.equals(abs)) break;
                if (Files.isSymbolicLink(at)) {
                    throw new Refused("refusing to write " + what + " to " + file + ": " + wd.relativize(at)
                            + " is a symbolic link (agentlint never writes through one)");
                }
            }
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(abs, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return null; // Whatever it is, writing will say why it fails.
        }
        if (a.isSymbolicLink()) {
            throw new Refused("refusing to write " + what + " to " + file + ": it is a symbolic link (agentlint never writes through one)");
        }
        if (a.isDirectory()) throw new Refused("refusing to write " + what + " to " + file + ": it is not a regular file");
        return a;
    }

    /** Checks {@code file} as {@link #check} does, then writes it through a temporary file and a rename. */
    public static void write(Path file, Path workingDirectory, String what, Content content) throws IOException {
        BasicFileAttributes existing = kind(file, workingDirectory, what);
        Path abs = workingDirectory.resolve(file).toAbsolutePath().normalize();
        if (existing != null && existing.isOther()) {
            // A device or FIFO (-o /dev/null, a pipe): written in place, never replaced by a rename.
            try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(abs,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS), StandardCharsets.UTF_8))) {
                content.writeTo(w);
            }
            return;
        }
        Path dir = abs.getParent();
        if (dir != null) Files.createDirectories(dir);
        Path tmp = temporarySibling(abs);
        try {
            // CREATE_NEW is O_EXCL: it fails on anything already there, a link included.
            try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(tmp,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), StandardCharsets.UTF_8))) {
                content.writeTo(w);
            }
            replace(tmp, abs);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** A name beside {@code file} that nothing uses, for the text that will replace it. */
    public static Path temporarySibling(Path file) {
        return file.resolveSibling("." + file.getFileName() + "." + HexFormat.of().toHexDigits(RANDOM.nextLong()) + ".tmp");
    }

    /**
     * Puts {@code tmp} in place of {@code target} in one rename, so a reader sees the old file or
     * the new one, never half of either; where the file system cannot rename atomically, a plain rename.
     */
    public static void replace(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
