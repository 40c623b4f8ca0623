package dev.agentlint.extract.container;

import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.pipeline.FileCheck;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.SourceReader;
import dev.agentlint.read.TreeFiles;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** One file of a tree on disk, checked as a scan checks it: the steps that read other files of the tree run too. */
final class TreeCheck {

    private static final FileCheck CHECK = new FileCheck(AllRules.catalog());

    private TreeCheck() {}

    static void write(Path tree, String rel, String text) throws IOException {
        Path p = tree.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    static FileFacts facts(Path tree, String rel, Format format) throws IOException {
        Path p = tree.resolve(rel);
        SourceFile f = new SourceFile(p, rel, format, Files.readString(p));
        return CHECK.run(f, RuleOptions.DEFAULTS, new TreeFiles(tree, tree, new SourceReader(1 << 20))).facts();
    }
}
