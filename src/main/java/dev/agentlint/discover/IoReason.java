package dev.agentlint.discover;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.util.Locale;

/** The operating system's reason an I/O operation failed, as users read it ("permission denied"), without the path. */
public final class IoReason {

    private IoReason() {}

    public static String of(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null && !f.getReason().isBlank()) {
            return f.getReason().toLowerCase(Locale.ROOT);
        }
        return switch (e.getClass().getSimpleName()) {
            case "AccessDeniedException" -> "permission denied";
            case "NoSuchFileException" -> "no such file or directory";
            case "NotDirectoryException" -> "not a directory";
            case "FileAlreadyExistsException" -> "file exists";
            case "DirectoryNotEmptyException" -> "directory not empty";
            case "FileSystemLoopException" -> "file system loop";
            default -> e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        };
    }
}
