package dev.agentlint.extract.compose;

import dev.agentlint.model.Location;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.MissingNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which file each node of a merged Compose model was written in: merging (override files,
 * {@code extends}) builds one tree from several files, and every value must still be reported
 * where it is written.
 */
final class Origins {

    private final Map<Node, SourceFile> files = new IdentityHashMap<>();
    /** A value an override or {@code extends} replaced, by the value that replaced it. */
    private final Map<Node, Node> replaced = new IdentityHashMap<>();
    /** The hardening keys a later file reset ({@code !reset}), by the merged mapping that lost them. */
    private final Map<Node, List<MapNode.Entry>> resets = new IdentityHashMap<>();
    private final SourceFile fallback;
    private static final int MAX_CHAIN = 64;

    Origins(SourceFile fallback) {
        this.fallback = fallback;
    }

    /** Records every node of a parsed file. */
    void register(Node root, SourceFile file) {
        Deque<Node> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (files.putIfAbsent(n, file) != null) continue;
            for (Node c : n.elements()) todo.push(c);
            for (var e : n.entries()) todo.push(e.value());
        }
    }

    /** Records a node built while merging as belonging to the file of the node it stands in for. */
    void same(Node built, Node like) {
        files.put(built, fileOf(like));
    }

    /** Records that merging replaced {@code base} with {@code top} (a scalar written again in a later file). */
    void replaced(Node top, Node base) {
        if (top != base) replaced.putIfAbsent(top, base);
    }

    /** The values {@code n} replaced, oldest first (bounded: a chain is at most one value per merged file). */
    List<Node> earlier(Node n) {
        List<Node> out = new ArrayList<>();
        Node k = n instanceof MissingNode m ? m.present() : n;
        for (Node e = replaced.get(k); e != null && out.size() < MAX_CHAIN && !out.contains(e); e = replaced.get(e)) out.add(0, e);
        return out;
    }

    /** Records that the merged mapping {@code built} lost these keys to a later file's {@code !reset} values. */
    void reset(Node built, List<MapNode.Entry> lost) {
        if (!lost.isEmpty()) resets.put(built, List.copyOf(lost));
    }

    /** The hardening keys a later file reset in this merged mapping, each with the {@code !reset} value. */
    List<MapNode.Entry> resets(Node merged) {
        return resets.getOrDefault(merged, List.of());
    }

    SourceFile fileOf(Node n) {
        Node k = n instanceof MissingNode m ? m.present() : n;
        SourceFile f = files.get(k);
        return f != null ? f : fallback;
    }

    Location of(Node n) {
        return Location.of(fileOf(n), n);
    }

    Location ofEntry(Node n) {
        return Location.ofEntry(fileOf(n), n);
    }

    Location ofKey(Node n) {
        return Location.ofKey(fileOf(n), n);
    }
}
