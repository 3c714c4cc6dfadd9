//! Graphs over sections or blocks, walked with stacks on the heap rather than by recursion, so
//! that no rules text can exhaust the thread's stack.

/// The strongly connected components of the graph with nodes `0..n` and successors `succ(v)`
/// (Tarjan's algorithm, iterative). Returns each node's component and the number of
/// components. Components are numbered in the order they are completed: every successor of a
/// node lies in the node's component or in one numbered lower.
pub(super) fn components<'a>(n: usize, succ: impl Fn(usize) -> &'a [u32]) -> (Vec<u32>, usize) {
    const NEW: u32 = u32::MAX;
    let mut index = vec![NEW; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut comp = vec![NEW; n];
    let (mut next_index, mut count) = (0u32, 0usize);
    let mut stack: Vec<usize> = Vec::new();
    // (node, next of its successors)
    let mut call: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root] != NEW {
            continue;
        }
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root] = true;
        call.push((root, 0));
        while let Some(&mut (v, ref mut i)) = call.last_mut() {
            if let Some(&w) = succ(v).get(*i) {
                *i += 1;
                let w = w as usize;
                if index[w] == NEW {
                    index[w] = next_index;
                    low[w] = next_index;
                    next_index += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    call.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            call.pop();
            if let Some(&(u, _)) = call.last() {
                low[u] = low[u].min(low[v]);
            }
            if low[v] == index[v] {
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp[w] = count as u32;
                    if w == v {
                        break;
                    }
                }
                count += 1;
            }
        }
    }
    (comp, count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_are_found_sinks_first() {
        // 0 -> 1 -> 2 -> 1, 3 alone, 4 -> 4
        let succ: Vec<Vec<u32>> = vec![vec![1], vec![2], vec![1], vec![], vec![4]];
        let (comp, count) = components(5, |v| &succ[v]);
        assert_eq!(count, 4);
        assert_eq!(comp[1], comp[2]);
        assert!(comp[1] < comp[0]);
        assert_ne!(comp[3], comp[4]);
    }

    #[test]
    fn a_long_chain_needs_no_stack() {
        let n = 200_000;
        let succ: Vec<Vec<u32>> = (0..n).map(|v| if v + 1 < n { vec![v as u32 + 1] } else { vec![0] }).collect();
        let (comp, count) = components(n, |v| &succ[v]);
        assert_eq!(count, 1);
        assert!(comp.iter().all(|&c| c == 0));
    }
}
