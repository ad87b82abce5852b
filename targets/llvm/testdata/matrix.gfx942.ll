; Produced by lowerc (targets/llvm, target llvm amdgcn-amd-amdhsa gfx942); opt-19 -passes=verify accepts it and llc-19 -mcpu=gfx942 compiles it (TestGoldenFiles checks both on every run; -update rewrites).
source_filename = "matrix.tile"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @max2_f16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.maxnum.f16(half %3, half %5)
	%9 = call half @llvm.canonicalize.f16(half %8)
	%10 = bitcast half %3 to i16
	%11 = icmp eq i16 %10, 0
	%12 = bitcast half %5 to i16
	%13 = icmp eq i16 %12, 0
	%14 = or i1 %11, %13
	%15 = select i1 %14, i16 u0x7FFF, i16 -1
	%16 = bitcast half %9 to i16
	%17 = and i16 %16, %15
	%18 = bitcast i16 %17 to half
	%19 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @max2_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.maxnum.f32(float %10, float %13)
	%15 = call float @llvm.canonicalize.f32(float %14)
	%16 = bitcast float %10 to i32
	%17 = icmp eq i32 %16, 0
	%18 = bitcast float %13 to i32
	%19 = icmp eq i32 %18, 0
	%20 = or i1 %17, %19
	%21 = select i1 %20, i32 u0x7FFFFFFF, i32 -1
	%22 = bitcast float %15 to i32
	%23 = and i32 %22, %21
	%24 = bitcast i32 %23 to float
	%25 = bitcast float %24 to i32
	%26 = lshr i32 %25, 16
	%27 = trunc i32 %26 to i16
	%28 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %27, ptr addrspace(1) %28
	ret void
}

define amdgpu_kernel void @max2_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call float @llvm.canonicalize.f32(float %8)
	%10 = bitcast float %3 to i32
	%11 = icmp eq i32 %10, 0
	%12 = bitcast float %5 to i32
	%13 = icmp eq i32 %12, 0
	%14 = or i1 %11, %13
	%15 = select i1 %14, i32 u0x7FFFFFFF, i32 -1
	%16 = bitcast float %9 to i32
	%17 = and i32 %16, %15
	%18 = bitcast i32 %17 to float
	%19 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @max2_f64_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.maxnum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = bitcast double %3 to i64
	%11 = icmp eq i64 %10, 0
	%12 = bitcast double %5 to i64
	%13 = icmp eq i64 %12, 0
	%14 = or i1 %11, %13
	%15 = select i1 %14, i64 u0x7FFFFFFFFFFFFFFF, i64 -1
	%16 = bitcast double %9 to i64
	%17 = and i64 %16, %15
	%18 = bitcast i64 %17 to double
	%19 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @max2_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %8)
	%10 = bitcast <2 x half> %3 to <2 x i16>
	%11 = icmp eq <2 x i16> %10, <i16 0, i16 0>
	%12 = bitcast <2 x half> %5 to <2 x i16>
	%13 = icmp eq <2 x i16> %12, <i16 0, i16 0>
	%14 = or <2 x i1> %11, %13
	%15 = select <2 x i1> %14, <2 x i16> <i16 u0x7FFF, i16 u0x7FFF>, <2 x i16> <i16 -1, i16 -1>
	%16 = bitcast <2 x half> %9 to <2 x i16>
	%17 = and <2 x i16> %16, %15
	%18 = bitcast <2 x i16> %17 to <2 x half>
	%19 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @max2_bf16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %14)
	%16 = bitcast <2 x float> %10 to <2 x i32>
	%17 = icmp eq <2 x i32> %16, <i32 0, i32 0>
	%18 = bitcast <2 x float> %13 to <2 x i32>
	%19 = icmp eq <2 x i32> %18, <i32 0, i32 0>
	%20 = or <2 x i1> %17, %19
	%21 = select <2 x i1> %20, <2 x i32> <i32 u0x7FFFFFFF, i32 u0x7FFFFFFF>, <2 x i32> <i32 -1, i32 -1>
	%22 = bitcast <2 x float> %15 to <2 x i32>
	%23 = and <2 x i32> %22, %21
	%24 = bitcast <2 x i32> %23 to <2 x float>
	%25 = bitcast <2 x float> %24 to <2 x i32>
	%26 = lshr <2 x i32> %25, <i32 16, i32 16>
	%27 = trunc <2 x i32> %26 to <2 x i16>
	%28 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %27, ptr addrspace(1) %28
	ret void
}

define amdgpu_kernel void @max2_f32x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %8)
	%10 = bitcast <2 x float> %3 to <2 x i32>
	%11 = icmp eq <2 x i32> %10, <i32 0, i32 0>
	%12 = bitcast <2 x float> %5 to <2 x i32>
	%13 = icmp eq <2 x i32> %12, <i32 0, i32 0>
	%14 = or <2 x i1> %11, %13
	%15 = select <2 x i1> %14, <2 x i32> <i32 u0x7FFFFFFF, i32 u0x7FFFFFFF>, <2 x i32> <i32 -1, i32 -1>
	%16 = bitcast <2 x float> %9 to <2 x i32>
	%17 = and <2 x i32> %16, %15
	%18 = bitcast <2 x i32> %17 to <2 x float>
	%19 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @max3_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call float @llvm.maxnum.f32(float %8, float %7)
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = bitcast float %3 to i32
	%12 = icmp eq i32 %11, 0
	%13 = bitcast float %5 to i32
	%14 = icmp eq i32 %13, 0
	%15 = or i1 %12, %14
	%16 = bitcast float %7 to i32
	%17 = icmp eq i32 %16, 0
	%18 = or i1 %15, %17
	%19 = select i1 %18, i32 u0x7FFFFFFF, i32 -1
	%20 = bitcast float %10 to i32
	%21 = and i32 %20, %19
	%22 = bitcast i32 %21 to float
	%23 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %22, ptr addrspace(1) %23
	ret void
}

define amdgpu_kernel void @max3_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = bitcast <2 x half> %3 to <2 x i16>
	%12 = icmp eq <2 x i16> %11, <i16 0, i16 0>
	%13 = bitcast <2 x half> %5 to <2 x i16>
	%14 = icmp eq <2 x i16> %13, <i16 0, i16 0>
	%15 = or <2 x i1> %12, %14
	%16 = bitcast <2 x half> %7 to <2 x i16>
	%17 = icmp eq <2 x i16> %16, <i16 0, i16 0>
	%18 = or <2 x i1> %15, %17
	%19 = select <2 x i1> %18, <2 x i16> <i16 u0x7FFF, i16 u0x7FFF>, <2 x i16> <i16 -1, i16 -1>
	%20 = bitcast <2 x half> %10 to <2 x i16>
	%21 = and <2 x i16> %20, %19
	%22 = bitcast <2 x i16> %21 to <2 x half>
	%23 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %22, ptr addrspace(1) %23
	ret void
}

define amdgpu_kernel void @max3_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.maxnum.f32(float %10, float %13)
	%18 = call float @llvm.maxnum.f32(float %17, float %16)
	%19 = call float @llvm.canonicalize.f32(float %18)
	%20 = bitcast float %10 to i32
	%21 = icmp eq i32 %20, 0
	%22 = bitcast float %13 to i32
	%23 = icmp eq i32 %22, 0
	%24 = or i1 %21, %23
	%25 = bitcast float %16 to i32
	%26 = icmp eq i32 %25, 0
	%27 = or i1 %24, %26
	%28 = select i1 %27, i32 u0x7FFFFFFF, i32 -1
	%29 = bitcast float %19 to i32
	%30 = and i32 %29, %28
	%31 = bitcast i32 %30 to float
	%32 = bitcast float %31 to i32
	%33 = lshr i32 %32, 16
	%34 = trunc i32 %33 to i16
	%35 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %34, ptr addrspace(1) %35
	ret void
}

define amdgpu_kernel void @max2_f16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.maxnum.f16(half %3, half %5)
	%9 = call half @llvm.canonicalize.f16(half %8)
	%10 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max2_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.maxnum.f32(float %10, float %13)
	%15 = call float @llvm.canonicalize.f32(float %14)
	%16 = bitcast float %15 to i32
	%17 = lshr i32 %16, 16
	%18 = trunc i32 %17 to i16
	%19 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @max2_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call float @llvm.canonicalize.f32(float %8)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max2_f64_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.maxnum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max2_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %8)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max2_bf16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %14)
	%16 = bitcast <2 x float> %15 to <2 x i32>
	%17 = lshr <2 x i32> %16, <i32 16, i32 16>
	%18 = trunc <2 x i32> %17 to <2 x i16>
	%19 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @max2_f32x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %8)
	%10 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max3_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call nsz float @llvm.maxnum.f32(float %8, float %7)
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max3_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max3_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.maxnum.f32(float %10, float %13)
	%18 = call nsz float @llvm.maxnum.f32(float %17, float %16)
	%19 = call float @llvm.canonicalize.f32(float %18)
	%20 = bitcast float %19 to i32
	%21 = lshr i32 %20, 16
	%22 = trunc i32 %21 to i16
	%23 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %22, ptr addrspace(1) %23
	ret void
}

define amdgpu_kernel void @max2_f16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.maximum.f16(half %3, half %5)
	%9 = fcmp uno half %3, %5
	%10 = select i1 %9, half bitcast (i16 32256 to half), half %8
	%11 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max2_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.maximum.f32(float %10, float %13)
	%15 = fcmp uno float %10, %13
	%16 = select i1 %15, float bitcast (i32 2143289344 to float), float %14
	%17 = bitcast float %16 to i32
	%18 = lshr i32 %17, 16
	%19 = trunc i32 %18 to i16
	%20 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @max2_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maximum.f32(float %3, float %5)
	%9 = fcmp uno float %3, %5
	%10 = select i1 %9, float bitcast (i32 2143289344 to float), float %8
	%11 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max2_f64_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.maximum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max2_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maximum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = fcmp uno <2 x half> %3, %5
	%10 = select <2 x i1> %9, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%11 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max2_bf16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = fcmp uno <2 x float> %10, %13
	%16 = select <2 x i1> %15, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%17 = bitcast <2 x float> %16 to <2 x i32>
	%18 = lshr <2 x i32> %17, <i32 16, i32 16>
	%19 = trunc <2 x i32> %18 to <2 x i16>
	%20 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @max2_f32x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = fcmp uno <2 x float> %3, %5
	%10 = select <2 x i1> %9, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max3_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maximum.f32(float %3, float %5)
	%9 = call float @llvm.maximum.f32(float %8, float %7)
	%10 = fcmp uno float %8, %7
	%11 = select i1 %10, float bitcast (i32 2143289344 to float), float %9
	%12 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @max3_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maximum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.maximum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = fcmp uno <2 x half> %8, %7
	%11 = select <2 x i1> %10, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %9
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @max3_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.maximum.f32(float %10, float %13)
	%18 = call float @llvm.maximum.f32(float %17, float %16)
	%19 = fcmp uno float %17, %16
	%20 = select i1 %19, float bitcast (i32 2143289344 to float), float %18
	%21 = bitcast float %20 to i32
	%22 = lshr i32 %21, 16
	%23 = trunc i32 %22 to i16
	%24 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %23, ptr addrspace(1) %24
	ret void
}

define amdgpu_kernel void @max2_f16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.maximum.f16(half %3, half %5)
	%9 = fcmp uno half %3, %5
	%10 = select i1 %9, half bitcast (i16 32256 to half), half %8
	%11 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max2_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.maximum.f32(float %10, float %13)
	%15 = fcmp uno float %10, %13
	%16 = select i1 %15, float bitcast (i32 2143289344 to float), float %14
	%17 = bitcast float %16 to i32
	%18 = lshr i32 %17, 16
	%19 = trunc i32 %18 to i16
	%20 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @max2_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maximum.f32(float %3, float %5)
	%9 = fcmp uno float %3, %5
	%10 = select i1 %9, float bitcast (i32 2143289344 to float), float %8
	%11 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max2_f64_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.maximum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max2_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maximum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = fcmp uno <2 x half> %3, %5
	%10 = select <2 x i1> %9, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%11 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max2_bf16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.maximum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = fcmp uno <2 x float> %10, %13
	%16 = select <2 x i1> %15, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%17 = bitcast <2 x float> %16 to <2 x i32>
	%18 = lshr <2 x i32> %17, <i32 16, i32 16>
	%19 = trunc <2 x i32> %18 to <2 x i16>
	%20 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @max2_f32x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.maximum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = fcmp uno <2 x float> %3, %5
	%10 = select <2 x i1> %9, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @max3_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maximum.f32(float %3, float %5)
	%9 = call nsz float @llvm.maximum.f32(float %8, float %7)
	%10 = fcmp uno float %8, %7
	%11 = select i1 %10, float bitcast (i32 2143289344 to float), float %9
	%12 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @max3_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maximum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nsz <2 x half> @llvm.maximum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = fcmp uno <2 x half> %8, %7
	%11 = select <2 x i1> %10, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %9
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @max3_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.maximum.f32(float %10, float %13)
	%18 = call nsz float @llvm.maximum.f32(float %17, float %16)
	%19 = fcmp uno float %17, %16
	%20 = select i1 %19, float bitcast (i32 2143289344 to float), float %18
	%21 = bitcast float %20 to i32
	%22 = lshr i32 %21, 16
	%23 = trunc i32 %22 to i16
	%24 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %23, ptr addrspace(1) %24
	ret void
}

define amdgpu_kernel void @max2_f16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.maxnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.maxnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @max2_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_f64_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.maxnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_bf16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @max2_f32x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max3_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call float @llvm.maxnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max3_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max3_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.maxnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call float @llvm.maxnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define amdgpu_kernel void @max2_f16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.maxnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.maxnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @max2_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_f64_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.maxnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max2_bf16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @max2_f32x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @max3_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call nsz float @llvm.maxnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max3_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max3_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.maxnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call nsz float @llvm.maxnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define amdgpu_kernel void @max2_f16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nnan half @llvm.maximum.f16(half %3, half %5)
	%9 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nnan float @llvm.maximum.f32(float %10, float %13)
	%15 = bitcast float %14 to i32
	%16 = lshr i32 %15, 16
	%17 = trunc i32 %16 to i16
	%18 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max2_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan float @llvm.maximum.f32(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_f64_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nnan double @llvm.maximum.f64(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan <2 x half> @llvm.maximum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_bf16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nnan <2 x float> @llvm.maximum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = bitcast <2 x float> %14 to <2 x i32>
	%16 = lshr <2 x i32> %15, <i32 16, i32 16>
	%17 = trunc <2 x i32> %16 to <2 x i16>
	%18 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max2_f32x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nnan <2 x float> @llvm.maximum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max3_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan float @llvm.maximum.f32(float %3, float %5)
	%9 = call nnan float @llvm.maximum.f32(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max3_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan <2 x half> @llvm.maximum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nnan <2 x half> @llvm.maximum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max3_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nnan float @llvm.maximum.f32(float %10, float %13)
	%18 = call nnan float @llvm.maximum.f32(float %17, float %16)
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @max2_f16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nnan nsz half @llvm.maxnum.f16(half %3, half %5)
	%9 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nnan nsz float @llvm.maxnum.f32(float %10, float %13)
	%15 = bitcast float %14 to i32
	%16 = lshr i32 %15, 16
	%17 = trunc i32 %16 to i16
	%18 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max2_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_f64_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nnan nsz double @llvm.maxnum.f64(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_bf16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nnan nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = bitcast <2 x float> %14 to <2 x i32>
	%16 = lshr <2 x i32> %15, <i32 16, i32 16>
	%17 = trunc <2 x i32> %16 to <2 x i16>
	%18 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @max2_f32x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x float> @llvm.maxnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max3_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.maxnum.f32(float %3, float %5)
	%9 = call nnan nsz float @llvm.maxnum.f32(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max3_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nnan nsz <2 x half> @llvm.maxnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @max3_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nnan nsz float @llvm.maxnum.f32(float %10, float %13)
	%18 = call nnan nsz float @llvm.maxnum.f32(float %17, float %16)
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @max2_s16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.smax.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_u16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.umax.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_s32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.smax.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_u32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.umax.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_s64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.smax.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_u64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.umax.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_s16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max2_u16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @max3_f32_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call float @llvm.maxnum.f32(float %8, float 0.0)
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = bitcast float %10 to i32
	%12 = and i32 %11, u0x7FFFFFFF
	%13 = bitcast i32 %12 to float
	%14 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %13, ptr addrspace(1) %14
	ret void
}

define amdgpu_kernel void @max3_f32_number_negzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.maxnum.f32(float %3, float %5)
	%9 = call float @llvm.maxnum.f32(float %8, float bitcast (i32 -2147483648 to float))
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = bitcast float %3 to i32
	%12 = icmp eq i32 %11, 0
	%13 = bitcast float %5 to i32
	%14 = icmp eq i32 %13, 0
	%15 = or i1 %12, %14
	%16 = select i1 %15, i32 u0x7FFFFFFF, i32 -1
	%17 = bitcast float %10 to i32
	%18 = and i32 %17, %16
	%19 = bitcast i32 %18 to float
	%20 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @max3_f16x2_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %8, <2 x half> <half 0.0, half 0.0>)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = bitcast <2 x half> %10 to <2 x i16>
	%12 = and <2 x i16> %11, <i16 u0x7FFF, i16 u0x7FFF>
	%13 = bitcast <2 x i16> %12 to <2 x half>
	%14 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %13, ptr addrspace(1) %14
	ret void
}

define amdgpu_kernel void @max3_f16x2_number_mixedzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %8, <2 x half> <half 0.0, half bitcast (i16 -32768 to half)>)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = bitcast <2 x half> %3 to <2 x i16>
	%12 = icmp eq <2 x i16> %11, <i16 0, i16 0>
	%13 = bitcast <2 x half> %5 to <2 x i16>
	%14 = icmp eq <2 x i16> %13, <i16 0, i16 0>
	%15 = or <2 x i1> %12, %14
	%16 = or <2 x i1> %15, <i1 true, i1 false>
	%17 = select <2 x i1> %16, <2 x i16> <i16 u0x7FFF, i16 u0x7FFF>, <2 x i16> <i16 -1, i16 -1>
	%18 = bitcast <2 x half> %10 to <2 x i16>
	%19 = and <2 x i16> %18, %17
	%20 = bitcast <2 x i16> %19 to <2 x half>
	%21 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %20, ptr addrspace(1) %21
	ret void
}

define amdgpu_kernel void @min2_f16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.minnum.f16(half %3, half %5)
	%9 = call half @llvm.canonicalize.f16(half %8)
	%10 = bitcast half %3 to i16
	%11 = icmp eq i16 %10, -32768
	%12 = bitcast half %5 to i16
	%13 = icmp eq i16 %12, -32768
	%14 = or i1 %11, %13
	%15 = select i1 %14, i16 -32768, i16 0
	%16 = bitcast half %9 to i16
	%17 = or i16 %16, %15
	%18 = bitcast i16 %17 to half
	%19 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @min2_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.minnum.f32(float %10, float %13)
	%15 = call float @llvm.canonicalize.f32(float %14)
	%16 = bitcast float %10 to i32
	%17 = icmp eq i32 %16, -2147483648
	%18 = bitcast float %13 to i32
	%19 = icmp eq i32 %18, -2147483648
	%20 = or i1 %17, %19
	%21 = select i1 %20, i32 -2147483648, i32 0
	%22 = bitcast float %15 to i32
	%23 = or i32 %22, %21
	%24 = bitcast i32 %23 to float
	%25 = bitcast float %24 to i32
	%26 = lshr i32 %25, 16
	%27 = trunc i32 %26 to i16
	%28 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %27, ptr addrspace(1) %28
	ret void
}

define amdgpu_kernel void @min2_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call float @llvm.canonicalize.f32(float %8)
	%10 = bitcast float %3 to i32
	%11 = icmp eq i32 %10, -2147483648
	%12 = bitcast float %5 to i32
	%13 = icmp eq i32 %12, -2147483648
	%14 = or i1 %11, %13
	%15 = select i1 %14, i32 -2147483648, i32 0
	%16 = bitcast float %9 to i32
	%17 = or i32 %16, %15
	%18 = bitcast i32 %17 to float
	%19 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @min2_f64_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.minnum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = bitcast double %3 to i64
	%11 = icmp eq i64 %10, -9223372036854775808
	%12 = bitcast double %5 to i64
	%13 = icmp eq i64 %12, -9223372036854775808
	%14 = or i1 %11, %13
	%15 = select i1 %14, i64 -9223372036854775808, i64 0
	%16 = bitcast double %9 to i64
	%17 = or i64 %16, %15
	%18 = bitcast i64 %17 to double
	%19 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @min2_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %8)
	%10 = bitcast <2 x half> %3 to <2 x i16>
	%11 = icmp eq <2 x i16> %10, <i16 -32768, i16 -32768>
	%12 = bitcast <2 x half> %5 to <2 x i16>
	%13 = icmp eq <2 x i16> %12, <i16 -32768, i16 -32768>
	%14 = or <2 x i1> %11, %13
	%15 = select <2 x i1> %14, <2 x i16> <i16 -32768, i16 -32768>, <2 x i16> <i16 0, i16 0>
	%16 = bitcast <2 x half> %9 to <2 x i16>
	%17 = or <2 x i16> %16, %15
	%18 = bitcast <2 x i16> %17 to <2 x half>
	%19 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @min2_bf16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %14)
	%16 = bitcast <2 x float> %10 to <2 x i32>
	%17 = icmp eq <2 x i32> %16, <i32 -2147483648, i32 -2147483648>
	%18 = bitcast <2 x float> %13 to <2 x i32>
	%19 = icmp eq <2 x i32> %18, <i32 -2147483648, i32 -2147483648>
	%20 = or <2 x i1> %17, %19
	%21 = select <2 x i1> %20, <2 x i32> <i32 -2147483648, i32 -2147483648>, <2 x i32> <i32 0, i32 0>
	%22 = bitcast <2 x float> %15 to <2 x i32>
	%23 = or <2 x i32> %22, %21
	%24 = bitcast <2 x i32> %23 to <2 x float>
	%25 = bitcast <2 x float> %24 to <2 x i32>
	%26 = lshr <2 x i32> %25, <i32 16, i32 16>
	%27 = trunc <2 x i32> %26 to <2 x i16>
	%28 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %27, ptr addrspace(1) %28
	ret void
}

define amdgpu_kernel void @min2_f32x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %8)
	%10 = bitcast <2 x float> %3 to <2 x i32>
	%11 = icmp eq <2 x i32> %10, <i32 -2147483648, i32 -2147483648>
	%12 = bitcast <2 x float> %5 to <2 x i32>
	%13 = icmp eq <2 x i32> %12, <i32 -2147483648, i32 -2147483648>
	%14 = or <2 x i1> %11, %13
	%15 = select <2 x i1> %14, <2 x i32> <i32 -2147483648, i32 -2147483648>, <2 x i32> <i32 0, i32 0>
	%16 = bitcast <2 x float> %9 to <2 x i32>
	%17 = or <2 x i32> %16, %15
	%18 = bitcast <2 x i32> %17 to <2 x float>
	%19 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @min3_f32_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call float @llvm.minnum.f32(float %8, float %7)
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = bitcast float %3 to i32
	%12 = icmp eq i32 %11, -2147483648
	%13 = bitcast float %5 to i32
	%14 = icmp eq i32 %13, -2147483648
	%15 = or i1 %12, %14
	%16 = bitcast float %7 to i32
	%17 = icmp eq i32 %16, -2147483648
	%18 = or i1 %15, %17
	%19 = select i1 %18, i32 -2147483648, i32 0
	%20 = bitcast float %10 to i32
	%21 = or i32 %20, %19
	%22 = bitcast i32 %21 to float
	%23 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %22, ptr addrspace(1) %23
	ret void
}

define amdgpu_kernel void @min3_f16x2_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = bitcast <2 x half> %3 to <2 x i16>
	%12 = icmp eq <2 x i16> %11, <i16 -32768, i16 -32768>
	%13 = bitcast <2 x half> %5 to <2 x i16>
	%14 = icmp eq <2 x i16> %13, <i16 -32768, i16 -32768>
	%15 = or <2 x i1> %12, %14
	%16 = bitcast <2 x half> %7 to <2 x i16>
	%17 = icmp eq <2 x i16> %16, <i16 -32768, i16 -32768>
	%18 = or <2 x i1> %15, %17
	%19 = select <2 x i1> %18, <2 x i16> <i16 -32768, i16 -32768>, <2 x i16> <i16 0, i16 0>
	%20 = bitcast <2 x half> %10 to <2 x i16>
	%21 = or <2 x i16> %20, %19
	%22 = bitcast <2 x i16> %21 to <2 x half>
	%23 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %22, ptr addrspace(1) %23
	ret void
}

define amdgpu_kernel void @min3_bf16_number(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.minnum.f32(float %10, float %13)
	%18 = call float @llvm.minnum.f32(float %17, float %16)
	%19 = call float @llvm.canonicalize.f32(float %18)
	%20 = bitcast float %10 to i32
	%21 = icmp eq i32 %20, -2147483648
	%22 = bitcast float %13 to i32
	%23 = icmp eq i32 %22, -2147483648
	%24 = or i1 %21, %23
	%25 = bitcast float %16 to i32
	%26 = icmp eq i32 %25, -2147483648
	%27 = or i1 %24, %26
	%28 = select i1 %27, i32 -2147483648, i32 0
	%29 = bitcast float %19 to i32
	%30 = or i32 %29, %28
	%31 = bitcast i32 %30 to float
	%32 = bitcast float %31 to i32
	%33 = lshr i32 %32, 16
	%34 = trunc i32 %33 to i16
	%35 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %34, ptr addrspace(1) %35
	ret void
}

define amdgpu_kernel void @min2_f16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.minnum.f16(half %3, half %5)
	%9 = call half @llvm.canonicalize.f16(half %8)
	%10 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min2_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.minnum.f32(float %10, float %13)
	%15 = call float @llvm.canonicalize.f32(float %14)
	%16 = bitcast float %15 to i32
	%17 = lshr i32 %16, 16
	%18 = trunc i32 %17 to i16
	%19 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @min2_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call float @llvm.canonicalize.f32(float %8)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min2_f64_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.minnum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min2_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %8)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min2_bf16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %14)
	%16 = bitcast <2 x float> %15 to <2 x i32>
	%17 = lshr <2 x i32> %16, <i32 16, i32 16>
	%18 = trunc <2 x i32> %17 to <2 x i16>
	%19 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %18, ptr addrspace(1) %19
	ret void
}

define amdgpu_kernel void @min2_f32x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x float> @llvm.canonicalize.v2f32(<2 x float> %8)
	%10 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min3_f32_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call nsz float @llvm.minnum.f32(float %8, float %7)
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min3_f16x2_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min3_bf16_number_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.minnum.f32(float %10, float %13)
	%18 = call nsz float @llvm.minnum.f32(float %17, float %16)
	%19 = call float @llvm.canonicalize.f32(float %18)
	%20 = bitcast float %19 to i32
	%21 = lshr i32 %20, 16
	%22 = trunc i32 %21 to i16
	%23 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %22, ptr addrspace(1) %23
	ret void
}

define amdgpu_kernel void @min2_f16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.minimum.f16(half %3, half %5)
	%9 = fcmp uno half %3, %5
	%10 = select i1 %9, half bitcast (i16 32256 to half), half %8
	%11 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min2_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.minimum.f32(float %10, float %13)
	%15 = fcmp uno float %10, %13
	%16 = select i1 %15, float bitcast (i32 2143289344 to float), float %14
	%17 = bitcast float %16 to i32
	%18 = lshr i32 %17, 16
	%19 = trunc i32 %18 to i16
	%20 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @min2_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minimum.f32(float %3, float %5)
	%9 = fcmp uno float %3, %5
	%10 = select i1 %9, float bitcast (i32 2143289344 to float), float %8
	%11 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min2_f64_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.minimum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min2_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minimum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = fcmp uno <2 x half> %3, %5
	%10 = select <2 x i1> %9, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%11 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min2_bf16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.minimum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = fcmp uno <2 x float> %10, %13
	%16 = select <2 x i1> %15, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%17 = bitcast <2 x float> %16 to <2 x i32>
	%18 = lshr <2 x i32> %17, <i32 16, i32 16>
	%19 = trunc <2 x i32> %18 to <2 x i16>
	%20 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @min2_f32x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.minimum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = fcmp uno <2 x float> %3, %5
	%10 = select <2 x i1> %9, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min3_f32_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minimum.f32(float %3, float %5)
	%9 = call float @llvm.minimum.f32(float %8, float %7)
	%10 = fcmp uno float %8, %7
	%11 = select i1 %10, float bitcast (i32 2143289344 to float), float %9
	%12 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @min3_f16x2_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minimum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.minimum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = fcmp uno <2 x half> %8, %7
	%11 = select <2 x i1> %10, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %9
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @min3_bf16_propagate(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.minimum.f32(float %10, float %13)
	%18 = call float @llvm.minimum.f32(float %17, float %16)
	%19 = fcmp uno float %17, %16
	%20 = select i1 %19, float bitcast (i32 2143289344 to float), float %18
	%21 = bitcast float %20 to i32
	%22 = lshr i32 %21, 16
	%23 = trunc i32 %22 to i16
	%24 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %23, ptr addrspace(1) %24
	ret void
}

define amdgpu_kernel void @min2_f16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.minimum.f16(half %3, half %5)
	%9 = fcmp uno half %3, %5
	%10 = select i1 %9, half bitcast (i16 32256 to half), half %8
	%11 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min2_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.minimum.f32(float %10, float %13)
	%15 = fcmp uno float %10, %13
	%16 = select i1 %15, float bitcast (i32 2143289344 to float), float %14
	%17 = bitcast float %16 to i32
	%18 = lshr i32 %17, 16
	%19 = trunc i32 %18 to i16
	%20 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @min2_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minimum.f32(float %3, float %5)
	%9 = fcmp uno float %3, %5
	%10 = select i1 %9, float bitcast (i32 2143289344 to float), float %8
	%11 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min2_f64_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.minimum.f64(double %3, double %5)
	%9 = call double @llvm.canonicalize.f64(double %8)
	%10 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min2_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minimum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = fcmp uno <2 x half> %3, %5
	%10 = select <2 x i1> %9, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%11 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min2_bf16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.minimum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = fcmp uno <2 x float> %10, %13
	%16 = select <2 x i1> %15, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%17 = bitcast <2 x float> %16 to <2 x i32>
	%18 = lshr <2 x i32> %17, <i32 16, i32 16>
	%19 = trunc <2 x i32> %18 to <2 x i16>
	%20 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @min2_f32x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.minimum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = fcmp uno <2 x float> %3, %5
	%10 = select <2 x i1> %9, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %10, ptr addrspace(1) %11
	ret void
}

define amdgpu_kernel void @min3_f32_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minimum.f32(float %3, float %5)
	%9 = call nsz float @llvm.minimum.f32(float %8, float %7)
	%10 = fcmp uno float %8, %7
	%11 = select i1 %10, float bitcast (i32 2143289344 to float), float %9
	%12 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @min3_f16x2_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minimum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nsz <2 x half> @llvm.minimum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = fcmp uno <2 x half> %8, %7
	%11 = select <2 x i1> %10, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %9
	%12 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %11, ptr addrspace(1) %12
	ret void
}

define amdgpu_kernel void @min3_bf16_propagate_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.minimum.f32(float %10, float %13)
	%18 = call nsz float @llvm.minimum.f32(float %17, float %16)
	%19 = fcmp uno float %17, %16
	%20 = select i1 %19, float bitcast (i32 2143289344 to float), float %18
	%21 = bitcast float %20 to i32
	%22 = lshr i32 %21, 16
	%23 = trunc i32 %22 to i16
	%24 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %23, ptr addrspace(1) %24
	ret void
}

define amdgpu_kernel void @min2_f16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call half @llvm.minnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call float @llvm.minnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @min2_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_f64_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call double @llvm.minnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_bf16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @min2_f32x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min3_f32_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call float @llvm.minnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min3_f16x2_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min3_bf16_ieee2008(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call float @llvm.minnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call float @llvm.minnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define amdgpu_kernel void @min2_f16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nsz half @llvm.minnum.f16(half %3, half %5)
	%9 = call i1 @llvm.is.fpclass.f16(half %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f16(half %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, half bitcast (i16 32256 to half), half %8
	%13 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nsz float @llvm.minnum.f32(float %10, float %13)
	%15 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%16 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%17 = or i1 %15, %16
	%18 = select i1 %17, float bitcast (i32 2143289344 to float), float %14
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @min2_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_f64_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nsz double @llvm.minnum.f64(double %3, double %5)
	%9 = call i1 @llvm.is.fpclass.f64(double %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f64(double %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, double bitcast (i64 u0x7FF8000000000000 to double), double %8
	%13 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min2_bf16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %10, i32 1)
	%16 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %13, i32 1)
	%17 = or <2 x i1> %15, %16
	%18 = select <2 x i1> %17, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %14
	%19 = bitcast <2 x float> %18 to <2 x i32>
	%20 = lshr <2 x i32> %19, <i32 16, i32 16>
	%21 = trunc <2 x i32> %20 to <2 x i16>
	%22 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @min2_f32x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x float> <float bitcast (i32 2143289344 to float), float bitcast (i32 2143289344 to float)>, <2 x float> %8
	%13 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %12, ptr addrspace(1) %13
	ret void
}

define amdgpu_kernel void @min3_f32_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call i1 @llvm.is.fpclass.f32(float %3, i32 1)
	%10 = call i1 @llvm.is.fpclass.f32(float %5, i32 1)
	%11 = or i1 %9, %10
	%12 = select i1 %11, float bitcast (i32 2143289344 to float), float %8
	%13 = call nsz float @llvm.minnum.f32(float %12, float %7)
	%14 = call i1 @llvm.is.fpclass.f32(float %12, i32 1)
	%15 = call i1 @llvm.is.fpclass.f32(float %7, i32 1)
	%16 = or i1 %14, %15
	%17 = select i1 %16, float bitcast (i32 2143289344 to float), float %13
	%18 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min3_f16x2_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %3, i32 1)
	%10 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %5, i32 1)
	%11 = or <2 x i1> %9, %10
	%12 = select <2 x i1> %11, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %8
	%13 = call nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %12, <2 x half> %7)
	%14 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %12, i32 1)
	%15 = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %7, i32 1)
	%16 = or <2 x i1> %14, %15
	%17 = select <2 x i1> %16, <2 x half> <half bitcast (i16 32256 to half), half bitcast (i16 32256 to half)>, <2 x half> %13
	%18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min3_bf16_ieee2008_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nsz float @llvm.minnum.f32(float %10, float %13)
	%18 = call i1 @llvm.is.fpclass.f32(float %10, i32 1)
	%19 = call i1 @llvm.is.fpclass.f32(float %13, i32 1)
	%20 = or i1 %18, %19
	%21 = select i1 %20, float bitcast (i32 2143289344 to float), float %17
	%22 = call nsz float @llvm.minnum.f32(float %21, float %16)
	%23 = call i1 @llvm.is.fpclass.f32(float %21, i32 1)
	%24 = call i1 @llvm.is.fpclass.f32(float %16, i32 1)
	%25 = or i1 %23, %24
	%26 = select i1 %25, float bitcast (i32 2143289344 to float), float %22
	%27 = bitcast float %26 to i32
	%28 = lshr i32 %27, 16
	%29 = trunc i32 %28 to i16
	%30 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %29, ptr addrspace(1) %30
	ret void
}

define amdgpu_kernel void @min2_f16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nnan half @llvm.minimum.f16(half %3, half %5)
	%9 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nnan float @llvm.minimum.f32(float %10, float %13)
	%15 = bitcast float %14 to i32
	%16 = lshr i32 %15, 16
	%17 = trunc i32 %16 to i16
	%18 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min2_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan float @llvm.minimum.f32(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_f64_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nnan double @llvm.minimum.f64(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan <2 x half> @llvm.minimum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_bf16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nnan <2 x float> @llvm.minimum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = bitcast <2 x float> %14 to <2 x i32>
	%16 = lshr <2 x i32> %15, <i32 16, i32 16>
	%17 = trunc <2 x i32> %16 to <2 x i16>
	%18 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min2_f32x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nnan <2 x float> @llvm.minimum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min3_f32_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan float @llvm.minimum.f32(float %3, float %5)
	%9 = call nnan float @llvm.minimum.f32(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min3_f16x2_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan <2 x half> @llvm.minimum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nnan <2 x half> @llvm.minimum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min3_bf16_nnan(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nnan float @llvm.minimum.f32(float %10, float %13)
	%18 = call nnan float @llvm.minimum.f32(float %17, float %16)
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @min2_f16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds half, ptr addrspace(1) %A, i64 %1
	%3 = load half, ptr addrspace(1) %2
	%4 = getelementptr inbounds half, ptr addrspace(1) %B, i64 %1
	%5 = load half, ptr addrspace(1) %4
	%6 = getelementptr inbounds half, ptr addrspace(1) %C, i64 %1
	%7 = load half, ptr addrspace(1) %6
	%8 = call nnan nsz half @llvm.minnum.f16(half %3, half %5)
	%9 = getelementptr inbounds half, ptr addrspace(1) %Out, i64 %1
	store half %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = call nnan nsz float @llvm.minnum.f32(float %10, float %13)
	%15 = bitcast float %14 to i32
	%16 = lshr i32 %15, 16
	%17 = trunc i32 %16 to i16
	%18 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min2_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_f64_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds double, ptr addrspace(1) %A, i64 %1
	%3 = load double, ptr addrspace(1) %2
	%4 = getelementptr inbounds double, ptr addrspace(1) %B, i64 %1
	%5 = load double, ptr addrspace(1) %4
	%6 = getelementptr inbounds double, ptr addrspace(1) %C, i64 %1
	%7 = load double, ptr addrspace(1) %6
	%8 = call nnan nsz double @llvm.minnum.f64(double %3, double %5)
	%9 = getelementptr inbounds double, ptr addrspace(1) %Out, i64 %1
	store double %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_bf16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = zext <2 x i16> %3 to <2 x i32>
	%9 = shl <2 x i32> %8, <i32 16, i32 16>
	%10 = bitcast <2 x i32> %9 to <2 x float>
	%11 = zext <2 x i16> %5 to <2 x i32>
	%12 = shl <2 x i32> %11, <i32 16, i32 16>
	%13 = bitcast <2 x i32> %12 to <2 x float>
	%14 = call nnan nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %10, <2 x float> %13)
	%15 = bitcast <2 x float> %14 to <2 x i32>
	%16 = lshr <2 x i32> %15, <i32 16, i32 16>
	%17 = trunc <2 x i32> %16 to <2 x i16>
	%18 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %17, ptr addrspace(1) %18
	ret void
}

define amdgpu_kernel void @min2_f32x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x float>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x float>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x float>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x float>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x float>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x float> @llvm.minnum.v2f32(<2 x float> %3, <2 x float> %5)
	%9 = getelementptr inbounds <2 x float>, ptr addrspace(1) %Out, i64 %1
	store <2 x float> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min3_f32_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call nnan nsz float @llvm.minnum.f32(float %3, float %5)
	%9 = call nnan nsz float @llvm.minnum.f32(float %8, float %7)
	%10 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min3_f16x2_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call nnan nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call nnan nsz <2 x half> @llvm.minnum.v2f16(<2 x half> %8, <2 x half> %7)
	%10 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %9, ptr addrspace(1) %10
	ret void
}

define amdgpu_kernel void @min3_bf16_nnan_nsz(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = zext i16 %3 to i32
	%9 = shl i32 %8, 16
	%10 = bitcast i32 %9 to float
	%11 = zext i16 %5 to i32
	%12 = shl i32 %11, 16
	%13 = bitcast i32 %12 to float
	%14 = zext i16 %7 to i32
	%15 = shl i32 %14, 16
	%16 = bitcast i32 %15 to float
	%17 = call nnan nsz float @llvm.minnum.f32(float %10, float %13)
	%18 = call nnan nsz float @llvm.minnum.f32(float %17, float %16)
	%19 = bitcast float %18 to i32
	%20 = lshr i32 %19, 16
	%21 = trunc i32 %20 to i16
	%22 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %21, ptr addrspace(1) %22
	ret void
}

define amdgpu_kernel void @min2_s16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.smin.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_u16_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i16, ptr addrspace(1) %A, i64 %1
	%3 = load i16, ptr addrspace(1) %2
	%4 = getelementptr inbounds i16, ptr addrspace(1) %B, i64 %1
	%5 = load i16, ptr addrspace(1) %4
	%6 = getelementptr inbounds i16, ptr addrspace(1) %C, i64 %1
	%7 = load i16, ptr addrspace(1) %6
	%8 = call i16 @llvm.umin.i16(i16 %3, i16 %5)
	%9 = getelementptr inbounds i16, ptr addrspace(1) %Out, i64 %1
	store i16 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_s32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.smin.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_u32_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %1
	%3 = load i32, ptr addrspace(1) %2
	%4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %1
	%5 = load i32, ptr addrspace(1) %4
	%6 = getelementptr inbounds i32, ptr addrspace(1) %C, i64 %1
	%7 = load i32, ptr addrspace(1) %6
	%8 = call i32 @llvm.umin.i32(i32 %3, i32 %5)
	%9 = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %1
	store i32 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_s64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.smin.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_u64_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds i64, ptr addrspace(1) %A, i64 %1
	%3 = load i64, ptr addrspace(1) %2
	%4 = getelementptr inbounds i64, ptr addrspace(1) %B, i64 %1
	%5 = load i64, ptr addrspace(1) %4
	%6 = getelementptr inbounds i64, ptr addrspace(1) %C, i64 %1
	%7 = load i64, ptr addrspace(1) %6
	%8 = call i64 @llvm.umin.i64(i64 %3, i64 %5)
	%9 = getelementptr inbounds i64, ptr addrspace(1) %Out, i64 %1
	store i64 %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_s16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min2_u16x2_int(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x i16>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x i16>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x i16>, ptr addrspace(1) %6
	%8 = call <2 x i16> @llvm.umin.v2i16(<2 x i16> %3, <2 x i16> %5)
	%9 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %Out, i64 %1
	store <2 x i16> %8, ptr addrspace(1) %9
	ret void
}

define amdgpu_kernel void @min3_f32_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call float @llvm.minnum.f32(float %8, float 0.0)
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = bitcast float %3 to i32
	%12 = icmp eq i32 %11, -2147483648
	%13 = bitcast float %5 to i32
	%14 = icmp eq i32 %13, -2147483648
	%15 = or i1 %12, %14
	%16 = select i1 %15, i32 -2147483648, i32 0
	%17 = bitcast float %10 to i32
	%18 = or i32 %17, %16
	%19 = bitcast i32 %18 to float
	%20 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @min3_f32_number_negzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %1
	%3 = load float, ptr addrspace(1) %2
	%4 = getelementptr inbounds float, ptr addrspace(1) %B, i64 %1
	%5 = load float, ptr addrspace(1) %4
	%6 = getelementptr inbounds float, ptr addrspace(1) %C, i64 %1
	%7 = load float, ptr addrspace(1) %6
	%8 = call float @llvm.minnum.f32(float %3, float %5)
	%9 = call float @llvm.minnum.f32(float %8, float bitcast (i32 -2147483648 to float))
	%10 = call float @llvm.canonicalize.f32(float %9)
	%11 = bitcast float %10 to i32
	%12 = or i32 %11, -2147483648
	%13 = bitcast i32 %12 to float
	%14 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 %1
	store float %13, ptr addrspace(1) %14
	ret void
}

define amdgpu_kernel void @min3_f16x2_number_poszero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %8, <2 x half> <half 0.0, half 0.0>)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = bitcast <2 x half> %3 to <2 x i16>
	%12 = icmp eq <2 x i16> %11, <i16 -32768, i16 -32768>
	%13 = bitcast <2 x half> %5 to <2 x i16>
	%14 = icmp eq <2 x i16> %13, <i16 -32768, i16 -32768>
	%15 = or <2 x i1> %12, %14
	%16 = select <2 x i1> %15, <2 x i16> <i16 -32768, i16 -32768>, <2 x i16> <i16 0, i16 0>
	%17 = bitcast <2 x half> %10 to <2 x i16>
	%18 = or <2 x i16> %17, %16
	%19 = bitcast <2 x i16> %18 to <2 x half>
	%20 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %19, ptr addrspace(1) %20
	ret void
}

define amdgpu_kernel void @min3_f16x2_number_mixedzero(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, ptr addrspace(1) %Out) "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" {
bb-entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = zext i32 %0 to i64
	%2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %A, i64 %1
	%3 = load <2 x half>, ptr addrspace(1) %2
	%4 = getelementptr inbounds <2 x half>, ptr addrspace(1) %B, i64 %1
	%5 = load <2 x half>, ptr addrspace(1) %4
	%6 = getelementptr inbounds <2 x half>, ptr addrspace(1) %C, i64 %1
	%7 = load <2 x half>, ptr addrspace(1) %6
	%8 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %3, <2 x half> %5)
	%9 = call <2 x half> @llvm.minnum.v2f16(<2 x half> %8, <2 x half> <half 0.0, half bitcast (i16 -32768 to half)>)
	%10 = call <2 x half> @llvm.canonicalize.v2f16(<2 x half> %9)
	%11 = bitcast <2 x half> %3 to <2 x i16>
	%12 = icmp eq <2 x i16> %11, <i16 -32768, i16 -32768>
	%13 = bitcast <2 x half> %5 to <2 x i16>
	%14 = icmp eq <2 x i16> %13, <i16 -32768, i16 -32768>
	%15 = or <2 x i1> %12, %14
	%16 = or <2 x i1> %15, <i1 false, i1 true>
	%17 = select <2 x i1> %16, <2 x i16> <i16 -32768, i16 -32768>, <2 x i16> <i16 0, i16 0>
	%18 = bitcast <2 x half> %10 to <2 x i16>
	%19 = or <2 x i16> %18, %17
	%20 = bitcast <2 x i16> %19 to <2 x half>
	%21 = getelementptr inbounds <2 x half>, ptr addrspace(1) %Out, i64 %1
	store <2 x half> %20, ptr addrspace(1) %21
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare half @llvm.maxnum.f16(half %0, half %1)

declare half @llvm.canonicalize.f16(half %0)

declare float @llvm.maxnum.f32(float %0, float %1)

declare float @llvm.canonicalize.f32(float %0)

declare double @llvm.maxnum.f64(double %0, double %1)

declare double @llvm.canonicalize.f64(double %0)

declare <2 x half> @llvm.maxnum.v2f16(<2 x half> %0, <2 x half> %1)

declare <2 x half> @llvm.canonicalize.v2f16(<2 x half> %0)

declare <2 x float> @llvm.maxnum.v2f32(<2 x float> %0, <2 x float> %1)

declare <2 x float> @llvm.canonicalize.v2f32(<2 x float> %0)

declare half @llvm.maximum.f16(half %0, half %1)

declare float @llvm.maximum.f32(float %0, float %1)

declare double @llvm.maximum.f64(double %0, double %1)

declare <2 x half> @llvm.maximum.v2f16(<2 x half> %0, <2 x half> %1)

declare <2 x float> @llvm.maximum.v2f32(<2 x float> %0, <2 x float> %1)

declare i1 @llvm.is.fpclass.f16(half %0, i32 %1)

declare i1 @llvm.is.fpclass.f32(float %0, i32 %1)

declare i1 @llvm.is.fpclass.f64(double %0, i32 %1)

declare <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %0, i32 %1)

declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %0, i32 %1)

declare i16 @llvm.smax.i16(i16 %0, i16 %1)

declare i16 @llvm.umax.i16(i16 %0, i16 %1)

declare i32 @llvm.smax.i32(i32 %0, i32 %1)

declare i32 @llvm.umax.i32(i32 %0, i32 %1)

declare i64 @llvm.smax.i64(i64 %0, i64 %1)

declare i64 @llvm.umax.i64(i64 %0, i64 %1)

declare <2 x i16> @llvm.smax.v2i16(<2 x i16> %0, <2 x i16> %1)

declare <2 x i16> @llvm.umax.v2i16(<2 x i16> %0, <2 x i16> %1)

declare half @llvm.minnum.f16(half %0, half %1)

declare float @llvm.minnum.f32(float %0, float %1)

declare double @llvm.minnum.f64(double %0, double %1)

declare <2 x half> @llvm.minnum.v2f16(<2 x half> %0, <2 x half> %1)

declare <2 x float> @llvm.minnum.v2f32(<2 x float> %0, <2 x float> %1)

declare half @llvm.minimum.f16(half %0, half %1)

declare float @llvm.minimum.f32(float %0, float %1)

declare double @llvm.minimum.f64(double %0, double %1)

declare <2 x half> @llvm.minimum.v2f16(<2 x half> %0, <2 x half> %1)

declare <2 x float> @llvm.minimum.v2f32(<2 x float> %0, <2 x float> %1)

declare i16 @llvm.smin.i16(i16 %0, i16 %1)

declare i16 @llvm.umin.i16(i16 %0, i16 %1)

declare i32 @llvm.smin.i32(i32 %0, i32 %1)

declare i32 @llvm.umin.i32(i32 %0, i32 %1)

declare i64 @llvm.smin.i64(i64 %0, i64 %1)

declare i64 @llvm.umin.i64(i64 %0, i64 %1)

declare <2 x i16> @llvm.smin.v2i16(<2 x i16> %0, <2 x i16> %1)

declare <2 x i16> @llvm.umin.v2i16(<2 x i16> %0, <2 x i16> %1)
