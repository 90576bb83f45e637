package format

// fromChanged rebuilds an edit script from the changed-line marks of both
// files, deletions of a change block before its insertions.
func fromChanged(chA, chB []bool) []edit {
	var out []edit
	i, j := 0, 0
	for i < len(chA) || j < len(chB) {
		switch {
		case i < len(chA) && chA[i]:
			out = append(out, edit{opDelete, i, j})
			i++
		case j < len(chB) && chB[j]:
			out = append(out, edit{opInsert, i, j})
			j++
		default:
			out = append(out, edit{opKeep, i, j})
			i++
			j++
		}
	}
	return out
}

// shiftRuns slides each run of changed lines of one file along runs of
// equal lines, as diff does so that its output is stable: first up, to
// join the run before it, then down as far as it goes, joining the run
// after it; finally back up to the last place where it lines up with a
// change in the other file, so that deletions and insertions print
// together.
func shiftRuns(lines []string, ch, other []bool) {
	n := len(ch)
	at := func(c []bool, k int) bool { return k >= 0 && k < len(c) && c[k] }
	i, j := 0, 0 // j: the line of the other file matching line i
	for {
		for i < n && !ch[i] {
			for at(other, j) {
				j++
			}
			j++
			i++
		}
		if i == n {
			return
		}
		start := i
		for i < n && ch[i] {
			i++
		}
		for at(other, j) {
			j++
		}
		var corresponding int
		for {
			runLen := i - start
			for start > 0 && lines[start-1] == lines[i-1] {
				start--
				ch[start] = true
				i--
				ch[i] = false
				for at(ch, start-1) {
					start--
				}
				for j--; at(other, j); j-- {
				}
			}
			corresponding = n
			if at(other, j-1) {
				corresponding = i
			}
			for i < n && lines[start] == lines[i] {
				ch[start] = false
				start++
				ch[i] = true
				i++
				for at(ch, i) {
					i++
				}
				for j++; at(other, j); j++ {
					corresponding = i
				}
			}
			if runLen == i-start {
				break
			}
		}
		for corresponding < i {
			start--
			ch[start] = true
			i--
			ch[i] = false
			for j--; at(other, j); j-- {
			}
		}
	}
}
