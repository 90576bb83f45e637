package format

// editScript computes a shortest edit script from a to b the way GNU
// diff does: Myers' divide-and-conquer search for the middle snake, then
// runs of changes slid into their canonical places.
func editScript(a, b []string) []edit {
	n, m := len(a), len(b)
	chA, chB := make([]bool, n), make([]bool, m)
	// Like diff, only look at the lines between the common prefix and
	// suffix, plus a horizon of three lines on each side.
	pre := 0
	for pre < n && pre < m && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < n-pre && suf < m-pre && a[n-1-suf] == b[m-1-suf] {
		suf++
	}
	lo := max(pre-3, 0)
	hiA, hiB := min(n-suf+3, n), min(m-suf+3, m)
	wa, wb := a[lo:hiA], b[lo:hiB]
	// Lines that cannot match (see discardable) are changed from the
	// start and left out of the search; the search runs on the rest.
	keptA, idxA := keep(wa, discardable(wa, wb), chA[lo:hiA])
	keptB, idxB := keep(wb, discardable(wb, wa), chB[lo:hiB])
	subA, subB := make([]bool, len(keptA)), make([]bool, len(keptB))
	d := &differ{a: keptA, b: keptB, chA: subA, chB: subB,
		fd: make([]int, len(keptA)+len(keptB)+3), bd: make([]int, len(keptA)+len(keptB)+3), off: len(keptB) + 1}
	d.compare(0, len(keptA), 0, len(keptB))
	for k, c := range subA {
		chA[lo+idxA[k]] = c
	}
	for k, c := range subB {
		chB[lo+idxB[k]] = c
	}
	shiftRuns(a, chA, chB)
	shiftRuns(b, chB, chA)
	return fromChanged(chA, chB)
}

// differ holds the state of one comparison: the two files, the changed
// marks being filled in, and the forward and backward frontiers indexed
// by diagonal (x - y, shifted by off).
type differ struct {
	a, b     []string
	chA, chB []bool
	fd, bd   []int
	off      int
}

// compare marks the changes between a[xlo:xhi] and b[ylo:yhi].
func (d *differ) compare(xlo, xhi, ylo, yhi int) {
	for xlo < xhi && ylo < yhi && d.a[xlo] == d.b[ylo] {
		xlo++
		ylo++
	}
	for xlo < xhi && ylo < yhi && d.a[xhi-1] == d.b[yhi-1] {
		xhi--
		yhi--
	}
	switch {
	case xlo == xhi:
		for ; ylo < yhi; ylo++ {
			d.chB[ylo] = true
		}
	case ylo == yhi:
		for ; xlo < xhi; xlo++ {
			d.chA[xlo] = true
		}
	default:
		xmid, ymid := d.middle(xlo, xhi, ylo, yhi)
		d.compare(xlo, xmid, ylo, ymid)
		d.compare(xmid, xhi, ymid, yhi)
	}
}

// middle finds a point on a shortest edit path through the box by
// searching from both corners at once until the searches meet.
func (d *differ) middle(xlo, xhi, ylo, yhi int) (int, int) {
	fd, bd, o := d.fd, d.bd, d.off
	dmin, dmax := xlo-yhi, xhi-ylo
	fmid, bmid := xlo-ylo, xhi-yhi
	fmin, fmax, bmin, bmax := fmid, fmid, bmid, bmid
	odd := (fmid-bmid)&1 != 0
	fd[o+fmid] = xlo
	bd[o+bmid] = xhi
	const lo, hi = -1 << 62, 1 << 62
	for {
		if fmin > dmin {
			fmin--
			fd[o+fmin-1] = lo
		} else {
			fmin++
		}
		if fmax < dmax {
			fmax++
			fd[o+fmax+1] = lo
		} else {
			fmax--
		}
		for k := fmax; k >= fmin; k -= 2 {
			tlo, thi := fd[o+k-1], fd[o+k+1]
			x := tlo + 1
			if tlo < thi {
				x = thi
			}
			y := x - k
			for x < xhi && y < yhi && d.a[x] == d.b[y] {
				x++
				y++
			}
			fd[o+k] = x
			if odd && bmin <= k && k <= bmax && bd[o+k] <= x {
				return x, y
			}
		}
		if bmin > dmin {
			bmin--
			bd[o+bmin-1] = hi
		} else {
			bmin++
		}
		if bmax < dmax {
			bmax++
			bd[o+bmax+1] = hi
		} else {
			bmax--
		}
		for k := bmax; k >= bmin; k -= 2 {
			tlo, thi := bd[o+k-1], bd[o+k+1]
			x := thi - 1
			if tlo < thi {
				x = tlo
			}
			y := x - k
			for x > xlo && y > ylo && d.a[x-1] == d.b[y-1] {
				x--
				y--
			}
			bd[o+k] = x
			if !odd && fmin <= k && k <= fmax && x <= fd[o+k] {
				return x, y
			}
		}
	}
}
