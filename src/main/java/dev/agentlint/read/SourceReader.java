package dev.agentlint.read;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.SourceFile;
import dev.agentlint.base.Format;
import dev.agentlint.discover.PinnedDirectory;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;

/**
 * Reads one discovered file into text. Only regular files are opened, never through a symlink,
 * and never more than {@code maxBytes}: a larger file is skipped by its size alone.
 */
public final class SourceReader {

    public static final long DEFAULT_MAX_BYTES = 4L * 1024 * 1024;

    /** The largest cap there can be: a file is read into one array, whose length is an {@code int}. */
    public static final long MAX_CAP = Integer.MAX_VALUE - 16;

    private final long maxBytes;

    /** @param maxBytes the size cap; values above {@link #MAX_CAP} mean {@link #MAX_CAP} */
    public SourceReader(long maxBytes) {
        this.maxBytes = Math.min(maxBytes, MAX_CAP);
    }

    /** Reads {@code path} by its path (no link followed at its last component only). */
    public ReadResult read(Path path, String displayPath, Format format) {
        return read(path, displayPath, format, null);
    }

    /**
     * Reads a discovered file in its directory as discovery found it: the directory is opened and
     * checked against the {@code directoryKey} recorded then, and the file is opened relative to
     * it, so a directory swapped for a link meanwhile cannot redirect the read.
     */
    public ReadResult read(Path path, Object directoryKey, String displayPath, Format format) {
        Path parent = path.toAbsolutePath().getParent();
        if (directoryKey == null || parent == null) return read(path, displayPath, format);
        try (PinnedDirectory dir = PinnedDirectory.open(parent, directoryKey)) {
            return read(path, displayPath, format, dir);
        } catch (IOException e) {
            return new ReadResult.Skipped(Phrase.of("cannot be read: {reason}", "reason", Phrase.untranslated(describe(e))));
        }
    }

    /**
     * A discovered directory opened once for reading several of its files, as
     * {@link #read(Path, Object, String, Format)} opens it for one: a tree holds a few files per
     * directory, and opening and checking the directory is most of what reading a small file costs.
     */
    public Directory directory(Path dir, Object directoryKey) {
        if (directoryKey == null || dir == null) return new Directory(null, null);
        try {
            return new Directory(PinnedDirectory.open(dir, directoryKey), null);
        } catch (IOException e) {
            return new Directory(null, Phrase.of("cannot be read: {reason}", "reason", Phrase.untranslated(describe(e))));
        }
    }

    /** See {@link #directory}: reads files of one directory; closing it closes the directory. */
    public final class Directory implements AutoCloseable {
        private final PinnedDirectory open;
        /** Why the directory could not be opened (then none of its files is read), or null. */
        private final Phrase refusal;

        private Directory(PinnedDirectory open, Phrase refusal) {
            this.open = open;
            this.refusal = refusal;
        }

        /** Reads {@code path}, a file of this directory (or by its path where nothing is pinned). */
        public ReadResult read(Path path, String displayPath, Format format) {
            if (refusal != null) return new ReadResult.Skipped(refusal);
            return SourceReader.this.read(path, displayPath, format, open);
        }

        @Override
        public void close() {
            if (open == null) return;
            try {
                open.close();
            } catch (IOException e) {
                // Only reading happened in it: nothing is lost when closing fails.
            }
        }
    }

    /** Reads the file {@code path} names in {@code dir}, already open (see {@link PinnedDirectory}). */
    public ReadResult read(PinnedDirectory dir, Path path, String displayPath, Format format) {
        return read(path, displayPath, format, dir);
    }

    private ReadResult read(Path path, String displayPath, Format format, PinnedDirectory dir) {
        BasicFileAttributes attrs;
        Path name = dir == null ? null : path.getFileName();
        try {
            attrs = dir == null ? Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                    : dir.attributes(name);
        } catch (IOException e) {
            return new ReadResult.Skipped(Phrase.of("cannot be read: {reason}", "reason", Phrase.untranslated(describe(e))));
        }
        if (attrs.isSymbolicLink()) return new ReadResult.Skipped(Phrase.of("symbolic link (not followed)"));
        if (!attrs.isRegularFile()) return new ReadResult.Skipped(Phrase.of("not a regular file"));
        if (attrs.size() > maxBytes) {
            return new ReadResult.Skipped(Phrase.of("larger than the {cap} size cap ({size})", "cap", humanBytes(maxBytes), "size", humanBytes(attrs.size())));
        }
        byte[] bytes = new byte[(int) attrs.size() + 1];
        int length = 0;
        try (SeekableByteChannel ch = dir == null
                ? Files.newByteChannel(path, Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS))
                : dir.open(name)) {
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) {
                int n = ch.read(buf);
                if (n < 0) break;
                if (n == 0 && !buf.hasRemaining()) break;
            }
            length = buf.position();
            // The buffer has room for one byte more than the file had: filling it means the file grew.
            if (length == bytes.length) return new ReadResult.Skipped(Phrase.of("changed while being read"));
        } catch (IOException e) {
            return new ReadResult.Skipped(Phrase.of("cannot be read: {reason}", "reason", Phrase.untranslated(describe(e))));
        }
        return decode(bytes, length, path, displayPath, format);
    }

    /** Bytes read elsewhere (standard input), decoded as a file's would be, under the size cap. */
    public ReadResult decode(byte[] bytes, int length, Path path, String displayPath, Format format) {
        if (length > maxBytes) {
            return new ReadResult.Skipped(Phrase.of("larger than the {cap} size cap ({size})", "cap", humanBytes(maxBytes), "size", humanBytes(length)));
        }
        TextDecoder.Decoded decoded = TextDecoder.decode(bytes, length, format == Format.SHELL);
        if (decoded.refusal() != null) return new ReadResult.Skipped(decoded.refusal());
        return new ReadResult.Text(new SourceFile(path, displayPath, format, decoded.text()), decoded.warning());
    }

    private static String describe(IOException e) {
        String name = e.getClass().getSimpleName();
        return switch (name) {
            case "AccessDeniedException" -> "permission denied";
            case "NoSuchFileException" -> "no such file";
            case "ReplacedException" -> "its directory was replaced while being scanned";
            default -> e.getMessage() == null ? name : e.getMessage();
        };
    }

    public static String humanBytes(long n) {
        if (n >= 1024L * 1024 * 1024) return String.format(java.util.Locale.ROOT, "%.1f GiB", n / (1024.0 * 1024 * 1024));
        if (n >= 1024L * 1024) return String.format(java.util.Locale.ROOT, "%.1f MiB", n / (1024.0 * 1024));
        if (n >= 1024) return String.format(java.util.Locale.ROOT, "%.1f KiB", n / 1024.0);
        return n + " B";
    }
}
