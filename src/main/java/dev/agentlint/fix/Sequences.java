package dev.agentlint.fix;

import dev.agentlint.parse.tree.Node;
import java.util.List;

/** Removing one element of a flow sequence ({@code [a, b]}) with the separator beside it. */
final class Sequences {

    private Sequences() {}

    static void removeElement(EditText t, List<Node> elements, Node element) {
        int i = elements.indexOf(element);
        int start = t.start(element.span()), end = t.end(element.span());
        if (i + 1 < elements.size()) {
            t.replace(start, t.start(elements.get(i + 1).span()), "");
        } else if (i > 0) {
            t.replace(t.end(elements.get(i - 1).span()), end, "");
        } else {
            t.replace(start, end, "");
        }
    }
}
