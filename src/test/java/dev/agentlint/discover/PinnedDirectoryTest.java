package dev.agentlint.discover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

@EnabledOnOs(OS.LINUX)
class PinnedDirectoryTest {

    @TempDir
    Path tmp;

    private static Object key(Path dir) throws IOException {
        return Files.readAttributes(dir, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
    }

    private static String read(PinnedDirectory dir, String name) throws IOException {
        try (SeekableByteChannel ch = dir.open(Path.of(name))) {
            ByteBuffer b = ByteBuffer.allocate(100);
            ch.read(b);
            return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void onLinuxDirectoriesArePinned() throws IOException {
        try (PinnedDirectory d = PinnedDirectory.open(tmp, null)) {
            assertThat(d.pinned()).isTrue();
        }
    }

    @Test
    void aDirectorySwappedAfterItWasFoundIsRefusedByItsKey() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("tree/a"));
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        Files.writeString(outside.resolve("f"), "outside");
        Object found = key(dir);
        Files.move(dir, tmp.resolve("parked"), StandardCopyOption.ATOMIC_MOVE);
        Files.createSymbolicLink(dir, outside);
        assertThatThrownBy(() -> PinnedDirectory.open(dir, found)).isInstanceOf(PinnedDirectory.ReplacedException.class)
                .hasMessageContaining("replaced while being scanned");
        // The same directory found again is accepted.
        Files.delete(dir);
        Files.move(tmp.resolve("parked"), dir, StandardCopyOption.ATOMIC_MOVE);
        try (PinnedDirectory d = PinnedDirectory.open(dir, found)) {
            assertThat(d.path()).isEqualTo(dir);
        }
    }

    @Test
    void anOpenDirectoryIsNotRedirectedByASwapAfterwards() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("tree/a"));
        Files.writeString(dir.resolve("f"), "inside");
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        Files.writeString(outside.resolve("f"), "outside");
        try (PinnedDirectory d = PinnedDirectory.open(dir, key(dir))) {
            Files.move(dir, tmp.resolve("parked"), StandardCopyOption.ATOMIC_MOVE);
            Files.createSymbolicLink(dir, outside);
            assertThat(d.attributes(Path.of("f")).size()).isEqualTo("inside".length());
            assertThat(read(d, "f")).isEqualTo("inside");
        }
    }

    @Test
    void aFileThatIsALinkIsNotOpened() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("tree"));
        Files.writeString(tmp.resolve("secret"), "outside");
        Files.createSymbolicLink(dir.resolve("f"), tmp.resolve("secret"));
        try (PinnedDirectory d = PinnedDirectory.open(dir, key(dir))) {
            assertThat(d.attributes(Path.of("f")).isSymbolicLink()).isTrue();
            assertThatThrownBy(() -> d.open(Path.of("f"))).isInstanceOf(IOException.class).hasMessageContaining("symbolic link");
        }
    }

    @Test
    void aLinkAtAMiddleComponentIsRefusedBelowTheTop() throws IOException {
        Path top = Files.createDirectories(tmp.resolve("tree"));
        Files.createDirectories(top.resolve("a/b/c"));
        Files.writeString(top.resolve("a/b/c/f"), "inside");
        try (PinnedDirectory d = PinnedDirectory.openBelow(top, top.resolve("a/b/c"))) {
            assertThat(read(d, "f")).isEqualTo("inside");
            assertThat(d.path()).isEqualTo(top.resolve("a/b/c"));
        }
        Path outside = Files.createDirectories(tmp.resolve("outside/c"));
        Files.writeString(outside.resolve("f"), "outside");
        Files.move(top.resolve("a/b"), tmp.resolve("parked"), StandardCopyOption.ATOMIC_MOVE);
        Files.createSymbolicLink(top.resolve("a/b"), tmp.resolve("outside"));
        assertThat(Files.readString(top.resolve("a/b/c/f"))).isEqualTo("outside");
        assertThatThrownBy(() -> PinnedDirectory.openBelow(top, top.resolve("a/b/c"))).isInstanceOf(FileSystemException.class);
        try (PinnedDirectory d = PinnedDirectory.openBelow(top, top)) {
            assertThat(d.path()).isEqualTo(top);
        }
    }
}
