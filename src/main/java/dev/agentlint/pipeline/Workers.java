package dev.agentlint.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs an action over a list on a fixed number of threads that take the next item as they
 * finish one: no task object, no future per item, and a slow file holds up only its own thread.
 */
final class Workers {

    private Workers() {}

    /** The action must not throw for an item it can handle; an {@link Error} is rethrown here after all threads stop. */
    static <T> void forEach(List<T> items, int threads, Consumer<T> action) {
        AtomicInteger next = new AtomicInteger();
        Runnable loop = () -> {
            for (int i = next.getAndIncrement(); i < items.size(); i = next.getAndIncrement()) action.accept(items.get(i));
        };
        int extra = Math.min(threads, items.size()) - 1;
        List<Thread> helpers = new ArrayList<>();
        Throwable[] failure = new Throwable[1];
        for (int t = 0; t < extra; t++) {
            Thread th = new Thread(() -> {
                try {
                    loop.run();
                } catch (Throwable e) {
                    synchronized (failure) {
                        if (failure[0] == null) failure[0] = e;
                    }
                    next.set(items.size());
                }
            }, "agentlint-worker-" + (t + 1));
            th.setDaemon(true);
            th.start();
            helpers.add(th);
        }
        try {
            loop.run();
        } catch (RuntimeException | Error e) {
            next.set(items.size());
            join(helpers);
            throw e;
        }
        join(helpers);
        synchronized (failure) {
            if (failure[0] instanceof Error e) throw e;
            if (failure[0] instanceof RuntimeException e) throw e;
        }
    }

    private static void join(List<Thread> threads) {
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("scan interrupted", e);
            }
        }
    }
}
