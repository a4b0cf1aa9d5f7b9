package org.touchline.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
