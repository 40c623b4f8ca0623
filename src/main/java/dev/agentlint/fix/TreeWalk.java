package dev.agentlint.fix;

import dev.agentlint.parse.tree.Node;
import java.util.List;

/**
 * How far a pointer reaches into a parsed tree: the deepest node that exists and the segments
 * below it that do not.
 */
record TreeWalk(Node node, List<String> missing) {

    static TreeWalk of(Node root, List<String> segments) {
        Node at = root;
        int i = 0;
        for (; i < segments.size(); i++) {
            String s = segments.get(i);
            Node next = at.isList() && Pointer.isIndex(s) ? at.get(Integer.parseInt(s)) : at.get(s);
            if (next.isMissing()) break;
            at = next;
        }
        return new TreeWalk(at, List.copyOf(segments.subList(i, segments.size())));
    }

    boolean found() {
        return missing.isEmpty();
    }
}
