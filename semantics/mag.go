package semantics

// Magnitude min/max: C23 fmaximum_mag, fminimum_mag, fmaximum_mag_num,
// fminimum_mag_num (ISO C23 7.12.12.6–9, = IEEE 754-2019 §9.6
// maximumMagnitude, minimumMagnitude, maximumMagnitudeNumber,
// minimumMagnitudeNumber: the operand of larger / smaller magnitude; equal
// magnitudes → fmaximum / fminimum (_num) of the two), and glibc's
// implementations of them and of TS 18661-1 fmaxmag / fminmag (IEEE 754-2008
// maxNumMag / minNumMag: equal magnitudes → fmax / fmin). All six are in
// glibc 2.36's libm (fmaxmag/fminmag since 2.25, the C23 four since 2.35);
// the glibc-x86_64 functions are checked against it (oracle_glibc_test.go).

func initMag() {
	const srcC23Mag = "ISO C23 7.12.12.6–9 fmaximum_mag, fminimum_mag, fmaximum_mag_num, fminimum_mag_num (IEEE 754-2019 §9.6 maximumMagnitude…)"
	const srcIEEE08Mag = "IEEE 754-2008 §5.3.1 maxNumMag/minNumMag; ISO/IEC TS 18661-1 fmaxmag/fminmag"
	const srcGlibcMag = "glibc 2.36 math/s_fmaxmag_template.c, s_fmaximum_mag_template.c, s_fmaximum_mag_num_template.c on x86-64 (NaN cases end in x + y: SSE's first NaN operand, quieted); checked against glibc 2.36"
	for _, mx := range []bool{true, false} {
		op := pick(mx, "fmaximum", "fminimum")
		registerModel(stdModel("c23:"+op+"_mag",
			"C23 "+op+"_mag: the operand of "+pick(mx, "larger", "smaller")+" magnitude; equal magnitudes → "+op+" (−0 < +0); any NaN → a qNaN",
			srcC23Mag, []Type{F32, F64},
			stdRel{max: mx, mag: true, qnanNum: caseAnyQNaN, snanNum: caseAnyQNaN, twoNaN: caseAnyQNaN, zeroOrder: true}))
		registerModel(stdModel("c23:"+op+"_mag_num",
			"C23 "+op+"_mag_num: the operand of "+pick(mx, "larger", "smaller")+" magnitude; equal magnitudes → "+op+"_num; a NaN (sNaN too) loses to a number",
			srcC23Mag, []Type{F32, F64},
			stdRel{max: mx, mag: true, qnanNum: caseNumber, snanNum: caseNumber, twoNaN: caseAnyQNaN, zeroOrder: true}))
		nm := pick(mx, "maxNumMag", "minNumMag")
		registerModel(stdModel("ieee754-2008:"+nm,
			"IEEE 754-2008 "+nm+": the operand of "+pick(mx, "larger", "smaller")+" magnitude; equal magnitudes → "+pick(mx, "maxNum", "minNum")+" (±0 either, a qNaN loses, an sNaN gives a qNaN)",
			srcIEEE08Mag, allFloats,
			stdRel{max: mx, mag: true, qnanNum: caseNumber, snanNum: caseAnyQNaN, twoNaN: caseAnyQNaN}))

		// glibc: fmaxmag/fminmag: isgreater/isless on |x|, |y|; equal
		// magnitudes → x > y ? x : y (x < y for min), so ±0 → y; a NaN: an
		// sNaN → x + y, else the number (two qNaNs: x).
		gm := pick(mx, "fmaxmag", "fminmag")
		registerModel(ruleModel("glibc-x86_64:"+gm,
			"glibc x86-64 "+gm+": the operand of "+pick(mx, "larger", "smaller")+" magnitude; ties → "+pick(mx, "fmax", "fmin")+" (±0 → second operand); a qNaN loses, an sNaN or two NaNs → the first NaN quieted",
			srcGlibcMag, []Type{F32, F64}, &rule{
				max: mx, mag: true, zero: actB,
				nan: nanTable(func(ka, kb int) act {
					switch {
					case ka == kQNaN && kb == kNum:
						return actB
					case ka == kNum && kb == kQNaN:
						return actA
					}
					return x86FirstNaN(ka, kb)
				}),
			}))
		registerModel(ruleModel("glibc-x86_64:"+op+"_mag",
			"glibc x86-64 "+op+"_mag: the operand of "+pick(mx, "larger", "smaller")+" magnitude; ties → "+op+" (−0 < +0); any NaN → the first NaN quieted",
			srcGlibcMag, []Type{F32, F64}, &rule{max: mx, mag: true, nan: nanTable(x86FirstNaN)}))
		registerModel(ruleModel("glibc-x86_64:"+op+"_mag_num",
			"glibc x86-64 "+op+"_mag_num: the operand of "+pick(mx, "larger", "smaller")+" magnitude; ties → "+op+"_num (−0 < +0); a NaN (sNaN too) loses, two NaNs → the second quieted",
			srcGlibcMag, []Type{F32, F64}, &rule{max: mx, mag: true, nan: numberTable(actQB)}))
	}
}
