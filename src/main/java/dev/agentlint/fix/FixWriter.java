package dev.agentlint.fix;

import dev.agentlint.base.OutputFile;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.Set;

/**
 * Writes a fixed file atomically: a new temporary file beside it (created exclusively, so never
 * through a link), given the file's permissions, renamed over it. Right before the rename the
 * file is read once more: if it is no longer the bytes the fix was computed on, it is left alone.
 */
public final class FixWriter {

    private FixWriter() {}

    /** Thrown when the file changed between planning and writing. */
    public static final class Changed extends IOException {
        Changed(String message) {
            super(message);
        }
    }

    public static void write(FilePatch p) throws IOException {
        Path file = p.file();
        Path tmp = OutputFile.temporarySibling(file);
        try {
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                if (p.bom()) out.write(new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf});
                out.write(p.fixed().getBytes(StandardCharsets.UTF_8));
            }
            PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
            if (view != null) {
                Set<PosixFilePermission> perms = view.readAttributes().permissions();
                Files.setPosixFilePermissions(tmp, perms);
            }
            if (Files.isSymbolicLink(file) || !Arrays.equals(Files.readAllBytes(file), p.bytes())) {
                throw new Changed("it changed since it was read; scan it again");
            }
            OutputFile.replace(tmp, file);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
