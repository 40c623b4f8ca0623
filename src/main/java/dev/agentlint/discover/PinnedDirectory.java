package dev.agentlint.discover;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Iterator;
import java.util.Objects;
import java.util.Set;

/**
 * A directory of the scanned tree held open, so that what is read in it is read in the directory
 * that was checked, not in whatever its path names a moment later. Names are one component each
 * and resolved relative to the open directory without following a link, so a process that
 * swaps a directory of the tree for a symbolic link while agentlint scans cannot redirect a read
 * outside the tree: the swap is either seen (the directory's identity differs from the one
 * recorded when it was found, or a component is a link) or has no effect on a directory already
 * open.
 *
 * <p>This needs a {@link SecureDirectoryStream} (Linux, and other systems with {@code openat}).
 * Elsewhere the directory is used by its path, as before, and the guarantee does not hold.
 */
public final class PinnedDirectory implements Closeable {

    /** Raised when the directory opened is not the one found earlier: it was replaced meanwhile. */
    public static final class ReplacedException extends FileSystemException {
        ReplacedException(String dir) {
            super(dir, null, "it was replaced while being scanned");
        }
    }

    private final Path path;
    private final DirectoryStream<Path> stream;
    /** Null where the platform has no secure directory streams: then names are used by path. */
    private final SecureDirectoryStream<Path> secure;

    private PinnedDirectory(Path path, DirectoryStream<Path> stream) {
        this.path = path;
        this.stream = stream;
        this.secure = stream instanceof SecureDirectoryStream<Path> s ? s : null;
    }

    /**
     * Opens {@code dir} by its path and, when {@code expectedKey} is not null, checks that the
     * directory opened is the one whose {@link BasicFileAttributes#fileKey()} was recorded.
     */
    @SuppressWarnings("StreamResourceLeak") // the listing is closed with the PinnedDirectory that holds it
    public static PinnedDirectory open(Path dir, Object expectedKey) throws IOException {
        PinnedDirectory d = new PinnedDirectory(dir, Files.newDirectoryStream(dir));
        try {
            d.expect(expectedKey);
            return d;
        } catch (IOException | RuntimeException e) {
            d.close();
            throw e;
        }
    }

    /**
     * Opens {@code dir}, which lies below {@code top}, one component at a time from {@code top}'s
     * open directory, refusing a symbolic link at every step (an {@code ELOOP} or
     * "not a directory" error); without secure directory streams, by its path.
     */
    public static PinnedDirectory openBelow(Path top, Path dir) throws IOException {
        if (!dir.startsWith(top)) throw new IllegalArgumentException(dir + " is not below " + top);
        PinnedDirectory current = open(top, null);
        if (current.secure == null) {
            current.close();
            return open(dir, null);
        }
        try {
            for (Path name : top.relativize(dir)) {
                if (name.toString().isEmpty()) continue;
                DirectoryStream<Path> next = current.secure.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS);
                Path nextPath = current.path.resolve(name);
                current.close();
                current = new PinnedDirectory(nextPath, next);
            }
            return current;
        } catch (IOException | RuntimeException e) {
            current.close();
            throw e;
        }
    }

    private void expect(Object expectedKey) throws IOException {
        if (expectedKey == null || secure == null) return;
        Object key = secure.getFileAttributeView(BasicFileAttributeView.class).readAttributes().fileKey();
        if (key != null && !Objects.equals(key, expectedKey)) throw new ReplacedException(path.toString());
    }

    /** The path the directory was opened by (for display and for what is made of its entries). */
    public Path path() {
        return path;
    }

    /** Whether reads here are pinned to the open directory (false: by path, without the guarantee). */
    public boolean pinned() {
        return secure != null;
    }

    /** The entries, as {@link DirectoryStream} gives them (paths under {@link #path()}); once only. */
    public Iterator<Path> entries() {
        return stream.iterator();
    }

    /** The attributes of the entry {@code name} (one component), not following a link. */
    public BasicFileAttributes attributes(Path name) throws IOException {
        if (secure == null) return Files.readAttributes(path.resolve(name), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        return secure.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS).readAttributes();
    }

    /** Opens the entry {@code name} (one component) for reading, refusing a symbolic link. */
    public SeekableByteChannel open(Path name) throws IOException {
        if (secure == null) {
            return Files.newByteChannel(path.resolve(name), Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS));
        }
        return secure.newByteChannel(name, Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS));
    }

    @Override
    public void close() throws IOException {
        stream.close();
    }
}
