package dev.agentlint.extract;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.List;

/**
 * A file a launched program opens by a path it resolves against the directory it runs in
 * ({@code srt --settings FILE}, {@code claude --settings FILE}): a script does not say where it
 * is started, so its own directory, then the top of the scanned tree; inside the tree only.
 */
public final class RunDirectoryFiles {

    private RunDirectoryFiles() {}

    /** The first of those directories that holds {@code reference}; else the first refusal. */
    public static TreeFiles.Lookup read(TreeFiles tree, SourceFile from, String reference, Format format) {
        TreeFiles.Lookup first = null;
        for (Path dir : directories(from, tree.root())) {
            TreeFiles.Lookup l = tree.readIn(dir, reference, format);
            if (l instanceof TreeFiles.Found) return l;
            if (first == null) first = l;
        }
        return first;
    }

    /**
     * The first of those directories holding one of {@code markers} (files that make it a project),
     * as a prefix for references from {@code from}: {@code ""} for its own directory, else the way up
     * to the top ({@code "../"}); null when neither holds one.
     */
    public static String projectRoot(TreeFiles tree, SourceFile from, List<String> markers) {
        if (tree.root() == null) return null;
        Path own = from.path() == null ? null : from.path().toAbsolutePath().getParent();
        for (Path dir : directories(from, tree.root())) {
            String prefix = own == null || dir.equals(own) ? "" : topPrefix(tree, from);
            for (String m : markers) {
                if (tree.exists(from, prefix + m)) return prefix;
            }
        }
        return null;
    }

    /** The way from {@code from}'s directory up to the top of the tree, as a reference prefix ({@code ""}, {@code "../"}); null without a tree. */
    public static String topPrefix(TreeFiles tree, SourceFile from) {
        if (tree.root() == null || from.path() == null) return null;
        Path own = from.path().toAbsolutePath().getParent();
        if (own == null || own.equals(tree.root())) return "";
        String up = own.relativize(tree.root()).toString().replace('\\', '/');
        return up.isEmpty() ? "" : up + "/";
    }

    private static List<Path> directories(SourceFile from, Path top) {
        Path own = from.path() == null ? top : from.path().toAbsolutePath().getParent();
        return own == null || own.equals(top) ? List.of(top) : List.of(own, top);
    }

    /**
     * A path an agent step resolves in the checkout it runs in, as the workflow file at
     * {@code .github/workflows/…} reaches it (the checkout is the directory holding {@code .github/}).
     */
    public static String checkoutRelative(String workflow, String path) {
        String p = "/" + workflow.replace('\\', '/');
        int github = p.lastIndexOf("/.github/");
        if (github < 0) return path;
        int depth = (int) p.substring(github + 1).chars().filter(ch -> ch == '/').count();
        return "../".repeat(depth) + path;
    }
}
