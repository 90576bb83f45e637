package format

// keep returns the lines not discarded, with their indexes; discarded
// lines are marked changed.
func keep(lines []string, discard []bool, ch []bool) ([]string, []int) {
	var kept []string
	var idx []int
	for i, l := range lines {
		if discard[i] {
			ch[i] = true
			continue
		}
		kept = append(kept, l)
		idx = append(idx, i)
	}
	return kept, idx
}

// discardable chooses the lines of one file that diff leaves out of its
// search, which decides between equally short edit scripts: every line
// that appears nowhere in the other file, and lines that appear very
// often there (more than five times, doubling for each fourfold growth of
// the file past 64 lines) when they sit inside a run of such lines
// bounded by lines of the first kind. Within a run, frequent lines are
// kept after all when they make up more than a quarter of it, when they
// form a long streak (the streak length allowed grows with the square
// root of the run), or when they lie near either end of the run before
// three lines of the first kind in a row (or one of them eight or more
// lines in).
func discardable(lines, other []string) []bool {
	const (
		keepLine = iota
		never    // appears nowhere in the other file
		frequent // appears many times in the other file
	)
	count := map[string]int{}
	for _, l := range other {
		count[l]++
	}
	many := 5
	for q := len(lines) / 64; ; {
		q >>= 2
		if q <= 0 {
			break
		}
		many *= 2
	}
	kind := make([]int, len(lines))
	for i, l := range lines {
		switch c := count[l]; {
		case c == 0:
			kind[i] = never
		case c > many:
			kind[i] = frequent
		}
	}
	for i := 0; i < len(kind); i++ {
		if kind[i] == frequent {
			kind[i] = keepLine
			continue
		}
		if kind[i] != never {
			continue
		}
		end, freq := i, 0
		for end < len(kind) && kind[end] != keepLine {
			if kind[end] == frequent {
				freq++
			}
			end++
		}
		for end > i && kind[end-1] == frequent {
			end--
			kind[end] = keepLine
			freq--
		}
		run := kind[i:end]
		if freq*4 > len(run) {
			for k := range run {
				if run[k] == frequent {
					run[k] = keepLine
				}
			}
		} else {
			limit := 1
			for q := len(run) >> 2; ; {
				q >>= 2
				if q <= 0 {
					break
				}
				limit <<= 1
			}
			limit++
			for k := 0; k < len(run); {
				if run[k] != frequent {
					k++
					continue
				}
				s := k
				for k < len(run) && run[k] == frequent {
					k++
				}
				if k-s >= limit {
					for x := s; x < k; x++ {
						run[x] = keepLine
					}
				}
			}
			trimEdge(run, func(k int) int { return k })
			trimEdge(run, func(k int) int { return len(run) - 1 - k })
		}
		i = end - 1
	}
	out := make([]bool, len(lines))
	for i, k := range kind {
		out[i] = k != keepLine
	}
	return out
}

// trimEdge keeps the frequent lines at one edge of a run (positions given
// by pos, from the edge inwards) until three lines that appear nowhere
// else follow each other, or such a line is eight or more lines in.
func trimEdge(run []int, pos func(int) int) {
	consec := 0
	for k := 0; k < len(run); k++ {
		p := pos(k)
		if k >= 8 && run[p] == 1 {
			return
		}
		switch run[p] {
		case 2:
			run[p] = 0
			consec = 0
		case 0:
			consec = 0
		default:
			consec++
		}
		if consec == 3 {
			return
		}
	}
}
